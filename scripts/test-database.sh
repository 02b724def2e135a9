#!/usr/bin/env bash
# The PostgreSQL the tests use (ADS_TEST_DATABASE_URL, by default postgres://ads:ads@127.0.0.1:5432/ads_test):
# starts the machine's cluster and creates the role and the database when they are missing. Run as root
# (.ci/run does); elsewhere run it with sudo, or point ADS_TEST_DATABASE_URL at a database of your own.
set -euo pipefail
VERSION="${PG_VERSION:-15}"
CLUSTER="${PG_CLUSTER:-main}"

if ! command -v pg_ctlcluster >/dev/null; then
  echo "PostgreSQL is not installed: apt-get install -y postgresql (or set ADS_TEST_DATABASE_URL)" >&2
  exit 1
fi
if ! pg_lsclusters --no-header | awk -v v="$VERSION" -v c="$CLUSTER" '$1 == v && $2 == c && $4 == "online"' | grep -q .; then
  pg_ctlcluster --skip-systemctl-redirect "$VERSION" "$CLUSTER" start
fi
as_postgres() { su postgres -c "$1"; }
as_postgres "psql -v ON_ERROR_STOP=1 -qc \"DO \\\$\\\$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'ads') THEN
    CREATE ROLE ads LOGIN PASSWORD 'ads' CREATEDB;
  END IF;
END \\\$\\\$;\""
if ! as_postgres "psql -tAc \"SELECT 1 FROM pg_database WHERE datname = 'ads_test'\"" | grep -q 1; then
  as_postgres "createdb -O ads ads_test"
fi
echo "PostgreSQL for the tests: postgres://ads:ads@127.0.0.1:5432/ads_test"
