#!/usr/bin/env node
require('../dist/launcher.js');
