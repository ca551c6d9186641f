#!/usr/bin/env bash
# Restarts the product-search instances one at a time, each only once the one before answers
# ready again, so nginx always has one to send requests to: `deploy/rolling-restart.sh 3001 3002`.
# After a new build: npm ci --omit=dev && npm run migrate && deploy/rolling-restart.sh 3001 3002
set -euo pipefail
# Longer than nginx's fail_timeout (upstream.conf), so nginx has taken a restarted instance
# back before the next one stops.
SETTLE_SECONDS=3

for port in "$@"; do
  systemctl restart "product-search@${port}"
  for _ in $(seq 1 120); do
    if curl -fsS -o /dev/null "http://127.0.0.1:${port}/api/health/ready"; then break; fi
    sleep 0.5
  done
  curl -fsS -o /dev/null "http://127.0.0.1:${port}/api/health/ready" ||
    { echo "instance ${port} did not become ready" >&2; exit 1; }
  sleep "${SETTLE_SECONDS}"
done
