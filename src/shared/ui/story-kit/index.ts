export { allStatesStory } from './allStatesStory';
