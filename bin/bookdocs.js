#!/usr/bin/env node
import { main } from '../lib/cli/index.js';

await main(process.argv);
