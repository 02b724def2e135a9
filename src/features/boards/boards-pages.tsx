// The boards' two pages in one chunk, loaded when either is first opened: what they share (the
// board's labels, renaming and deleting) then stays out of the code every screen loads.
export { BoardScreen } from './board-screen'
export { BoardsScreen } from './boards-screen'
