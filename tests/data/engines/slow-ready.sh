#!/bin/sh
exec "$(dirname "$0")/fake-uci.sh" slow-ready
