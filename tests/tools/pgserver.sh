#!/usr/bin/env bash
# A PostgreSQL server for the tests, in a folder of its own: initdb, a free port on the loopback
# interface, trust authentication for the superuser "haifu", stopped and removed at the end.
#   pgserver.sh start DIR    prints nothing; DIR/url then holds postgresql://haifu@127.0.0.1:PORT/postgres
#   pgserver.sh stop DIR     stops the server and removes DIR
#   pgserver.sh restart DIR  stops and starts the server on the same port
#   pgserver.sh halt DIR     stops the server and keeps its data (the fault test: the server is gone)
#   pgserver.sh resume DIR   starts it again on the same port
# PostgreSQL refuses to run as root: as root the server runs as the "postgres" user (the Debian
# package creates it), which owns DIR.
set -euo pipefail

cmd=${1:?start|stop|restart}
dir=${2:?folder}

bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
if [[ -z "$bindir" || ! -x "$bindir/initdb" ]]; then
    echo "pgserver: PostgreSQL's server programs are missing (apt-get install postgresql)" >&2
    exit 1
fi

as_owner() {
    if [[ $(id -u) -eq 0 ]]; then
        runuser -u postgres -- "$@"
    else
        "$@"
    fi
}

free_port() {
    python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

start_server() {
    as_owner "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
        -o "-c listen_addresses=127.0.0.1 -p $(cat "$dir/port") -k $dir -c fsync=off -c max_connections=200" \
        start >/dev/null
}

case "$cmd" in
start)
    rm -rf "$dir"
    mkdir -p "$dir"
    [[ $(id -u) -eq 0 ]] && chown postgres: "$dir"
    as_owner "$bindir/initdb" -D "$dir/data" -U haifu --auth=trust --encoding=UTF8 \
        --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; exit 1; }
    free_port >"$dir/port"
    start_server || { cat "$dir/server.log" >&2; exit 1; }
    echo "postgresql://haifu@127.0.0.1:$(cat "$dir/port")/postgres" >"$dir/url"
    ;;
stop)
    if [[ -d "$dir/data" ]]; then
        as_owner "$bindir/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
    fi
    rm -rf "$dir"
    ;;
restart)
    as_owner "$bindir/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
    start_server
    ;;
halt)
    as_owner "$bindir/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
    ;;
resume)
    start_server
    ;;
*)
    echo "pgserver: unknown command $cmd" >&2
    exit 2
    ;;
esac
