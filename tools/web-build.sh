#!/bin/sh
# Builds the browser client (web/) into web/dist, which `cardinal serve`
# serves. npm ci installs exactly package-lock.json's packages, so the build
# is the same everywhere; running it again just rebuilds.
set -eu
cd "$(dirname "$0")/../web"
npm ci --no-audit --no-fund --loglevel=error
npm run --silent build
