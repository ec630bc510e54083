/** Blog covers and in-article figures, 1200 x 675. */
import { anatomyScenes } from './scenes-blog-anatomy.js';
import { trainingScenes } from './scenes-blog-training.js';

export const blogScenes: Record<string, () => string> = { ...trainingScenes, ...anatomyScenes };
