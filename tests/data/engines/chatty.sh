#!/bin/sh
echo "Hello from a program that is no engine"
exec sleep 30
