export { createGuideService, type GuideService } from './service';
