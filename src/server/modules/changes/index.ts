export { type ChangeFeed, createChangeFeed } from './service';
