#pragma once

#include "game/play.h"

#include <string>
#include <vector>

// The study tree of a game: variations that leave the recorded line (or another variation) at
// some step and play on. A variation is stored as its branch point and its own moves, so a
// tree survives anything but a change of the record itself; its table state is rebuilt by
// PlayLine. Every node of the tree is (variation, step): variation 0 is the recorded line of
// the kyoku, the step counts the line's events as in a kyoku.
//
// Order: the lines leaving one node are ordered by rank. The parent's own continuation has rank
// 0; variations after it 1, 2, …; a variation promoted above the continuation has a negative
// rank and is the main line from that node on.
namespace haifu::game {

struct Variation
{
    int id = 0; // > 0, unique in the game
    int kyoku = 0; // index into Record::kyoku
    int parent = 0; // 0: the recorded line of the kyoku; else the id of a variation
    // Where it leaves its parent: on the recorded line the number of events kept (a step); on a
    // variation the number of the parent's moves kept.
    int branch = 0;
    int rank = 1;
    std::string name;
    std::vector<Action> moves;
};

class StudyTree
{
public:
    [[nodiscard]] const std::vector<Variation> &variations() const { return m_variations; }
    [[nodiscard]] const Variation *find(int id) const;
    [[nodiscard]] bool empty() const { return m_variations.empty(); }

    // The variation as a line of play: its ancestors' moves up to each branch, then its own.
    [[nodiscard]] Result<PlayLine> line(const Record &record, int id) const;
    // The recorded step a variation leaves from, and every move from there (ancestors' included).
    [[nodiscard]] std::pair<int, std::vector<Action>> path(int id) const;

    // Adds a variation after checking that every move is legal; it goes last among the lines
    // leaving that node. Returns its id.
    Result<int> add(const Record &record, int kyoku, int parent, int branch,
            std::vector<Action> moves, std::string name = {});
    // Appends moves to a variation (play-on), checked.
    std::optional<Error> extend(const Record &record, int id, const std::vector<Action> &moves);
    // Removes a variation and every variation that leaves it; returns what was removed (in an
    // order that restore() takes back).
    std::vector<Variation> remove(int id);
    void restore(const std::vector<Variation> &removed);
    // One place up (or down) among the lines leaving its node; up past the parent's
    // continuation makes it the main line there. False when it is already first (last).
    bool promote(int id);
    bool demote(int id);
    bool rename(int id, std::string name);

    // The lines leaving node (parent, branch) in order, as variation ids; 0 stands for the
    // parent's own continuation.
    [[nodiscard]] std::vector<int> linesAt(int kyoku, int parent, int branch) const;
    // Every variation, parents before children, siblings in rank order (for lists and files).
    [[nodiscard]] std::vector<int> ordered() const;

    // Loading from storage: the variations as stored (ids kept), checked only for shape.
    void assign(std::vector<Variation> variations);
    [[nodiscard]] int nextId() const;

private:
    void renumber(int kyoku, int parent, int branch);
    bool move(int id, int by);

    std::vector<Variation> m_variations;
};

} // namespace haifu::game
