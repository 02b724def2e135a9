/**
 * Node options each command runs with. An import allocates fast and V8, left to itself, lets its
 * heap grow to some 250 MB of garbage between collections while some 60 MB is live: a smaller
 * ceiling keeps the whole process near 300 MB on a file of any size, at no cost in speed
 * (measured with npm run bench -- import).
 */
export const NODE_FLAGS = {
  import: ['--max-old-space-size=192'],
}

/** The flags for a command line (`import …`), none for commands without any. */
export const nodeFlagsFor = (args) => NODE_FLAGS[args[0]] ?? []
