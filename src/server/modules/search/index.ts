export { createSearchService, type SearchService } from './service';
