/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle input in
 * between: a long start-up split into short tasks never blocks the page for long.
 * `scheduler.yield()` resumes ahead of other queued work where the browser has it.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })
}
