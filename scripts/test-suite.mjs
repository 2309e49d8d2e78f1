#!/usr/bin/env node
/** The whole suite on the embedded server the app ships with (vitest.config.ts), failed files given a second run. */
import { reportFailures, vitestWithSecondChance } from './vitest-second-chance.mjs';

const failures = vitestWithSecondChance({ name: 'the whole suite', args: process.argv.slice(2), env: process.env });
if (reportFailures(failures)) process.exit(1);
