#!/bin/sh
echo "usage: not-an-engine FILE"
exit 3
