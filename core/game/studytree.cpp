#include "game/studytree.h"

#include <algorithm>

namespace haifu::game {

const Variation *StudyTree::find(int id) const
{
    const auto it = std::find_if(m_variations.begin(), m_variations.end(),
            [id](const Variation &v) { return v.id == id; });
    return it == m_variations.end() ? nullptr : &*it;
}

std::pair<int, std::vector<Action>> StudyTree::path(int id) const
{
    const Variation *v = find(id);
    if (!v)
        return { 0, {} };
    if (v->parent == 0)
        return { v->branch, v->moves };
    auto [step, moves] = path(v->parent);
    moves.resize(std::min<std::size_t>(moves.size(), static_cast<std::size_t>(v->branch)));
    moves.insert(moves.end(), v->moves.begin(), v->moves.end());
    return { step, std::move(moves) };
}

Result<PlayLine> StudyTree::line(const Record &record, int id) const
{
    const Variation *v = find(id);
    if (!v)
        return Error::of(ErrorCode::NoSuchVariation, { std::to_string(id) });
    const auto [step, moves] = path(id);
    return PlayLine::replay(record, v->kyoku, step, moves);
}

int StudyTree::nextId() const
{
    int id = 0;
    for (const Variation &v : m_variations)
        id = std::max(id, v.id);
    return id + 1;
}

Result<int> StudyTree::add(const Record &record, int kyoku, int parent, int branch,
        std::vector<Action> moves, std::string name)
{
    if (parent != 0) {
        const Variation *p = find(parent);
        if (!p || p->kyoku != kyoku)
            return Error::of(ErrorCode::NoSuchVariation, { std::to_string(parent) });
        if (branch < 0 || branch > static_cast<int>(path(parent).second.size()))
            return Error::of(ErrorCode::NoSuchBranch, { std::to_string(branch) });
    }
    Variation v;
    v.id = nextId();
    v.kyoku = kyoku;
    v.parent = parent;
    v.branch = branch;
    v.name = std::move(name);
    v.moves = std::move(moves);
    v.rank = 1;
    for (const Variation &o : m_variations) {
        if (o.kyoku == kyoku && o.parent == parent && o.branch == branch)
            v.rank = std::max(v.rank, o.rank + 1);
    }
    m_variations.push_back(v);
    auto checked = line(record, v.id);
    if (!checked) {
        m_variations.pop_back();
        return checked.error();
    }
    return v.id;
}

std::optional<Error> StudyTree::extend(
        const Record &record, int id, const std::vector<Action> &moves)
{
    const auto it = std::find_if(m_variations.begin(), m_variations.end(),
            [id](const Variation &v) { return v.id == id; });
    if (it == m_variations.end())
        return Error::of(ErrorCode::NoSuchVariation, { std::to_string(id) });
    const std::size_t before = it->moves.size();
    it->moves.insert(it->moves.end(), moves.begin(), moves.end());
    auto checked = line(record, id);
    if (!checked) {
        it->moves.resize(before);
        return checked.error();
    }
    return std::nullopt;
}

std::vector<Variation> StudyTree::remove(int id)
{
    std::vector<int> doomed{ id };
    for (std::size_t i = 0; i < doomed.size(); ++i) {
        for (const Variation &v : m_variations) {
            if (v.parent == doomed[i])
                doomed.push_back(v.id);
        }
    }
    std::vector<Variation> removed;
    for (const int d : doomed) {
        const auto it = std::find_if(m_variations.begin(), m_variations.end(),
                [d](const Variation &v) { return v.id == d; });
        if (it != m_variations.end()) {
            removed.push_back(*it);
            m_variations.erase(it);
        }
    }
    if (!removed.empty())
        renumber(removed.front().kyoku, removed.front().parent, removed.front().branch);
    return removed;
}

void StudyTree::restore(const std::vector<Variation> &removed)
{
    if (!removed.empty()) {
        // Make room at the place the removed variation had among its siblings.
        const Variation &top = removed.front();
        for (Variation &o : m_variations) {
            if (o.kyoku != top.kyoku || o.parent != top.parent || o.branch != top.branch)
                continue;
            if (top.rank > 0 && o.rank >= top.rank)
                ++o.rank;
            else if (top.rank < 0 && o.rank <= top.rank)
                --o.rank;
        }
    }
    for (const Variation &v : removed)
        m_variations.push_back(v);
    if (!removed.empty())
        renumber(removed.front().kyoku, removed.front().parent, removed.front().branch);
}

std::vector<int> StudyTree::linesAt(int kyoku, int parent, int branch) const
{
    std::vector<const Variation *> here;
    for (const Variation &v : m_variations) {
        if (v.kyoku == kyoku && v.parent == parent && v.branch == branch)
            here.push_back(&v);
    }
    std::stable_sort(here.begin(), here.end(),
            [](const Variation *a, const Variation *b) { return a->rank < b->rank; });
    std::vector<int> ids;
    bool continuation = false;
    for (const Variation *v : here) {
        if (!continuation && v->rank > 0) {
            ids.push_back(0);
            continuation = true;
        }
        ids.push_back(v->id);
    }
    if (!continuation)
        ids.push_back(0);
    return ids;
}

void StudyTree::renumber(int kyoku, int parent, int branch)
{
    const std::vector<int> ids = linesAt(kyoku, parent, branch);
    const auto zero = std::find(ids.begin(), ids.end(), 0) - ids.begin();
    for (std::size_t i = 0; i < ids.size(); ++i) {
        if (ids[i] == 0)
            continue;
        for (Variation &v : m_variations) {
            if (v.id == ids[i])
                v.rank = static_cast<int>(static_cast<std::ptrdiff_t>(i) - zero);
        }
    }
}

bool StudyTree::move(int id, int by)
{
    const Variation *v = find(id);
    if (!v)
        return false;
    std::vector<int> ids = linesAt(v->kyoku, v->parent, v->branch);
    const auto at = std::find(ids.begin(), ids.end(), id) - ids.begin();
    const auto to = at + by;
    if (to < 0 || to >= static_cast<std::ptrdiff_t>(ids.size()))
        return false;
    std::swap(ids[static_cast<std::size_t>(at)], ids[static_cast<std::size_t>(to)]);
    const auto zero = std::find(ids.begin(), ids.end(), 0) - ids.begin();
    for (std::size_t i = 0; i < ids.size(); ++i) {
        for (Variation &o : m_variations) {
            if (o.id == ids[i] && ids[i] != 0)
                o.rank = static_cast<int>(static_cast<std::ptrdiff_t>(i) - zero);
        }
    }
    return true;
}

bool StudyTree::promote(int id)
{
    return move(id, -1);
}

bool StudyTree::demote(int id)
{
    return move(id, 1);
}

bool StudyTree::rename(int id, std::string name)
{
    for (Variation &v : m_variations) {
        if (v.id == id) {
            v.name = std::move(name);
            return true;
        }
    }
    return false;
}

std::vector<int> StudyTree::ordered() const
{
    std::vector<const Variation *> all;
    for (const Variation &v : m_variations)
        all.push_back(&v);
    std::vector<int> out;
    // Parents first: breadth by depth, then kyoku, branch and rank.
    const auto depth = [this](const Variation *v) {
        int d = 0;
        for (const Variation *p = v; p && p->parent != 0; p = find(p->parent))
            ++d;
        return d;
    };
    std::stable_sort(all.begin(), all.end(), [&](const Variation *a, const Variation *b) {
        const int da = depth(a);
        const int db = depth(b);
        if (da != db)
            return da < db;
        if (a->kyoku != b->kyoku)
            return a->kyoku < b->kyoku;
        if (a->branch != b->branch)
            return a->branch < b->branch;
        return a->rank < b->rank;
    });
    for (const Variation *v : all)
        out.push_back(v->id);
    return out;
}

void StudyTree::assign(std::vector<Variation> variations)
{
    m_variations = std::move(variations);
}

} // namespace haifu::game
