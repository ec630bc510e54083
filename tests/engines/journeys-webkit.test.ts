import { journeys } from './journeys.js';
import { webkit } from './webkit.js';

journeys('WebKitGTK', webkit);
