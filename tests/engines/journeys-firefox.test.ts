import { journeys } from './journeys.js';
import { firefox } from './firefox.js';

journeys('Firefox ESR', firefox);
