import { DamagedStoreError, WriterBusyError } from '../records/ad-records'
import { lackOfRoomBehind, NoRoomError, noRoomHeadline } from './disk-room'

/**
 * A failure the user can act on, as the message that says what to do (printed alone, exit code 1);
 * undefined for anything else, which is printed with its stack.
 */
export function failureMessage(error: unknown, dataDir: string, command: string): string | undefined {
  if (
    error instanceof DamagedStoreError ||
    error instanceof NoRoomError ||
    error instanceof WriterBusyError
  ) {
    return error.message
  }
  // The disk filled up during the command: each batch of ads, and each file, is written whole or not at all.
  const room = lackOfRoomBehind(error, dataDir)
  if (!room) return undefined
  const until = room.readOnly ? 'once it can be written' : 'once there is room'
  return `${noRoomHeadline(dataDir, room)}: ${command} stopped, leaving what it wrote before; run it again ${until}.`
}
