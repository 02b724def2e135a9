// The saved searches' and followed advertisers' pages in one chunk, loaded when either is opened.
export { FollowingScreen } from './following-screen'
export { SavedScreen } from './saved-screen'
