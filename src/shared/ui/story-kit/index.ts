export { allStatesStory } from './allStatesStory';
export { removeOrphanedAnnouncements } from './announcements';
