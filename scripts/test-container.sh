#!/usr/bin/env bash
# Builds the unchanged Dockerfile with podman and checks the container for real: health, a fact page in
# each language, a 404, the catalogue validated at build used, a non-root process, and a clean exit on SIGTERM within 10 s.
# Then runs the image again against a real PostgreSQL on the host (DATABASE_URL, --network=host) and checks
# that a posted contact message lands in that database. Removes what it made.
#
# No Docker engine runs on our machines and base images cannot be pulled, so this prepares a local
# stand-in for node:20-bookworm-slim (Debian bookworm from debootstrap plus this machine's Node 20, with
# the `node` user, Node's headers and this machine's CA bundle) unless that image already exists.
set -euo pipefail
cd "$(dirname "$0")/.."

BASE=docker.io/library/node:20-bookworm-slim
IMAGE=localhost/curio-test:latest
NAME=curio-test-$$
PG_NAME=curio-test-pg-$$
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
PG_STARTED=0
VOLUME=curio-test-data-$$
PORT=${TEST_CONTAINER_PORT:-38080}
WORK=$(mktemp -d)
CREATED_BASE=0

export CONTAINERS_CONF="$WORK/containers.conf"
cat > "$CONTAINERS_CONF" <<'CONF'
[containers]
default_ulimits = ["nofile=20000:20000", "nproc=4096:4096"]
[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
events_logger = "file"
CONF

cleanup() {
  podman rm -f "$NAME" >/dev/null 2>&1 || true
  podman rm -f "$PG_NAME" >/dev/null 2>&1 || true
  if [ "$PG_STARTED" = 1 ]; then runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$WORK/pg/data" -m immediate -w stop >/dev/null 2>&1 || true; fi
  podman volume rm -f "$VOLUME" >/dev/null 2>&1 || true
  podman rmi -f "$IMAGE" >/dev/null 2>&1 || true
  if [ "$CREATED_BASE" = 1 ]; then podman rmi -f "$BASE" >/dev/null 2>&1 || true; fi
  podman image prune -f >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

step() { printf '\n== %s ==\n' "$*"; }
fail() { echo "FAIL: $*" >&2; exit 1; }

if ! command -v podman >/dev/null || ! command -v runc >/dev/null || ! command -v debootstrap >/dev/null || [ ! -x "$PG_BIN/initdb" ]; then
  step "Installing podman, runc, debootstrap and postgresql"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq podman runc debootstrap postgresql >/dev/null
fi

if ! podman image exists "$BASE"; then
  step "Preparing the stand-in $BASE"
  ROOTFS="$WORK/rootfs"
  debootstrap --variant=minbase bookworm "$ROOTFS" http://deb.debian.org/debian >/dev/null
  NODE_BIN=$(command -v node)
  NODE_PREFIX=$(dirname "$(dirname "$NODE_BIN")")
  install -D -m 0755 "$NODE_BIN" "$ROOTFS/usr/local/bin/node"
  mkdir -p "$ROOTFS/usr/local/lib/node_modules" "$ROOTFS/usr/local/include"
  cp -a "$NODE_PREFIX/lib/node_modules/npm" "$ROOTFS/usr/local/lib/node_modules/npm"
  cp -a "$NODE_PREFIX/include/node" "$ROOTFS/usr/local/include/node"
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$ROOTFS/usr/local/bin/npm"
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$ROOTFS/usr/local/bin/npx"
  cp /etc/ssl/certs/ca-certificates.crt "$ROOTFS/etc/ssl/certs/ca-certificates.crt" 2>/dev/null || install -D /etc/ssl/certs/ca-certificates.crt "$ROOTFS/etc/ssl/certs/ca-certificates.crt"
  printf 'cafile=/etc/ssl/certs/ca-certificates.crt\n' > "$ROOTFS/usr/local/etc/npmrc" 2>/dev/null || { mkdir -p "$ROOTFS/usr/local/etc"; printf 'cafile=/etc/ssl/certs/ca-certificates.crt\n' > "$ROOTFS/usr/local/etc/npmrc"; }
  chroot "$ROOTFS" /usr/sbin/groupadd --gid 1000 node
  chroot "$ROOTFS" /usr/sbin/useradd --uid 1000 --gid node --shell /bin/bash --create-home node
  tar -C "$ROOTFS" -c . | podman import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
    --change 'CMD ["node"]' - "$BASE" >/dev/null
  CREATED_BASE=1
fi

step "Building the Dockerfile"
podman build --pull=never --network=host -t "$IMAGE" -f Dockerfile . >"$WORK/build.log" 2>&1 || { tail -40 "$WORK/build.log"; fail "image build"; }
echo "built $IMAGE ($(podman image inspect "$IMAGE" --format '{{.Size}}' | awk '{printf "%.0f MB", $1/1e6}'))"

step "Running the container"
podman volume create "$VOLUME" >/dev/null
podman run -d --name "$NAME" --network=host -e PORT="$PORT" -e SITE_URL="http://127.0.0.1:$PORT" -v "$VOLUME:/data" "$IMAGE" >/dev/null
for _ in $(seq 1 60); do
  curl -fsS "http://127.0.0.1:$PORT/healthz" >/dev/null 2>&1 && break
  sleep 0.5
done

check() { # check PATH EXPECTED_STATUS [TEXT]
  local status body
  body=$(curl -s -w '\n%{http_code}' "http://127.0.0.1:$PORT$1")
  status=${body##*$'\n'}
  [ "$status" = "$2" ] || fail "$1 answered $status, expected $2"
  if [ -n "${3:-}" ]; then grep -q -- "$3" <<<"$body" || fail "$1 does not contain '$3'"; fi
  echo "ok  $1 → $status"
}
check /healthz 200 '"ok"'
check /readyz 200
check /en/fact/space/venus-day-longer-than-year 200 '<html lang="en"'
check /ko/fact/space/venus-day-longer-than-year 200 '<html lang="ko"'
check /en/no-such-page 404 '404 Error'
# The image ships the catalogue validated at build (ADR 030): the server reads it, not by validating again.
# (The logs are read whole first: with pipefail, grep -q closing the pipe early would fail the check.)
LOGS=$(podman logs "$NAME" 2>&1)
grep -q 'catalogue read as validated at build' <<<"$LOGS" || { grep -i catalogue <<<"$LOGS" | tail -5; fail "the server did not start from the catalogue validated at build"; }
echo "ok  started from the catalogue validated at build"

USER_ID=$(podman exec "$NAME" id -u)
[ "$USER_ID" != 0 ] || fail "the server runs as root"
PROC_USER=$(podman top "$NAME" user | tail -n +2 | head -1 | tr -d ' ')
[ "$PROC_USER" = node ] || fail "the server process runs as '$PROC_USER'"
echo "ok  runs as uid $USER_ID ($PROC_USER)"
podman exec "$NAME" sh -c 'test -w /data' || fail "/data is not writable by the server"
echo "ok  /data is writable"

step "SIGTERM"
START=$(date +%s%N)
podman kill --signal TERM "$NAME" >/dev/null
podman wait "$NAME" >/dev/null
ELAPSED_MS=$(( ($(date +%s%N) - START) / 1000000 ))
CODE=$(podman inspect "$NAME" --format '{{.State.ExitCode}}')
[ "$CODE" = 0 ] || fail "exit code $CODE after SIGTERM"
[ "$ELAPSED_MS" -lt 10000 ] || fail "took ${ELAPSED_MS} ms to stop"
echo "ok  exited 0 in ${ELAPSED_MS} ms"

step "PostgreSQL on the host"
# A throwaway server, initialised and run by the unprivileged postgres user on a free loopback port.
PG_PORT=$(node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')
mkdir -p "$WORK/pg" && chown postgres: "$WORK/pg" && chmod 0755 "$WORK"
runuser -u postgres -- "$PG_BIN/initdb" -D "$WORK/pg/data" -U curio --auth=trust --no-sync -E UTF8 --locale=C >/dev/null
runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$WORK/pg/data" -l "$WORK/pg/log" -w -t 30 \
  -o "-c listen_addresses=127.0.0.1 -c port=$PG_PORT -c unix_socket_directories=$WORK/pg" start >/dev/null
PG_STARTED=1
DATABASE_URL="postgres://curio@127.0.0.1:$PG_PORT/postgres"
echo "ok  PostgreSQL listening on 127.0.0.1:$PG_PORT"

PG_APP_PORT=$((PORT + 1))
podman run -d --name "$PG_NAME" --network=host -e PORT="$PG_APP_PORT" -e SITE_URL="http://127.0.0.1:$PG_APP_PORT" \
  -e DATABASE_URL="$DATABASE_URL" "$IMAGE" >/dev/null
READY=
for _ in $(seq 1 60); do
  if curl -fsS "http://127.0.0.1:$PG_APP_PORT/readyz" 2>/dev/null | grep -q '"database":"ok"'; then READY=1; break; fi
  sleep 0.5
done
[ -n "$READY" ] || { podman logs "$PG_NAME" 2>&1 | tail -20; fail "the container never became ready against PostgreSQL"; }
echo "ok  /readyz → 200 with the database reachable"

STAMP="container-test-$$-$(date +%s)"
STATUS=$(curl -s -o /dev/null -w '%{http_code}' -X POST "http://127.0.0.1:$PG_APP_PORT/en/contact-us" \
  -H "Origin: http://127.0.0.1:$PG_APP_PORT" --data-urlencode "email=reader@example.com" \
  --data-urlencode "name=$STAMP" --data-urlencode "message=Posted by the container test, to PostgreSQL.")
[ "$STATUS" = 303 ] || fail "the contact form answered $STATUS, expected 303"
COUNT=$("$PG_BIN/psql" "$DATABASE_URL" -tAc "SELECT count(*) FROM messages WHERE name = '$STAMP'")
[ "$COUNT" = 1 ] || fail "the posted message is not in PostgreSQL (found $COUNT)"
echo "ok  a posted message landed in PostgreSQL"
podman exec "$PG_NAME" node build/scripts/list-messages.js | grep -q -- "$STAMP" || fail "list-messages in the image does not read PostgreSQL"
echo "ok  list-messages in the image reads it"
VERSIONS=$("$PG_BIN/psql" "$DATABASE_URL" -tAc "SELECT string_agg(version::text, ',' ORDER BY version) FROM schema_migrations")
echo "ok  migrations applied: $VERSIONS"
podman kill --signal TERM "$PG_NAME" >/dev/null
podman wait "$PG_NAME" >/dev/null
CODE=$(podman inspect "$PG_NAME" --format '{{.State.ExitCode}}')
[ "$CODE" = 0 ] || fail "exit code $CODE after SIGTERM (PostgreSQL store)"
echo "ok  exited 0 (pool closed)"

echo
echo "container test: passed"
