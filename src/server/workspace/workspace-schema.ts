import type { MigrationSteps } from '../records/migration-steps'
import { ACCOUNTS_STEP_POSTGRES, ACCOUNTS_STEP_SQLITE } from './accounts-schema'
import { API_KEYS_STEP } from './api-keys'
import {
  BOARD_SHARE_NOTES_STEP,
  BOARD_SHARES_STEP,
  BOARDS_STEP,
  SAVED_MEDIA_STEP_POSTGRES,
  SAVED_MEDIA_STEP_SQLITE,
} from './boards'
import { INVITATIONS_STEP } from './invitations'
import { LIMITS_STEP } from './limits'
import { SAVED_COPIES_WITHOUT_NUL_STEP } from './saved-copies-without-nul'
import { WATCHING_STEP } from './watching'

/**
 * The workspace's steps of each store's schema: the team (API keys, people and sessions, invitations,
 * limits) and what it keeps (boards, their share links and saved media, saved searches and follows).
 * They are numbered among the ads' steps (records/), in the order they were released; server/schema/
 * puts the two together. A step never changes once released, nor does its name, which existing
 * databases record it by.
 */
export const SQLITE_WORKSPACE_STEPS: MigrationSteps = {
  '0003_api_keys': API_KEYS_STEP,
  '0004_accounts': ACCOUNTS_STEP_SQLITE,
  '0005_invitations': INVITATIONS_STEP,
  '0006_limits': LIMITS_STEP,
  '0007_boards': BOARDS_STEP,
  '0008_board_shares': BOARD_SHARES_STEP,
  '0009_saved_media': SAVED_MEDIA_STEP_SQLITE,
  '0011_saved_searches_and_follows': WATCHING_STEP,
  '0012_saved_copies_without_nul': SAVED_COPIES_WITHOUT_NUL_STEP,
  '0013_board_share_notes': BOARD_SHARE_NOTES_STEP,
}

export const POSTGRES_WORKSPACE_STEPS: MigrationSteps = {
  '0002_api_keys': API_KEYS_STEP,
  '0003_accounts': ACCOUNTS_STEP_POSTGRES,
  '0004_invitations': INVITATIONS_STEP,
  '0005_limits': LIMITS_STEP,
  '0006_boards': BOARDS_STEP,
  '0007_board_shares': BOARD_SHARES_STEP,
  '0008_saved_media': SAVED_MEDIA_STEP_POSTGRES,
  '0010_saved_searches_and_follows': WATCHING_STEP,
  '0017_saved_copies_without_nul': SAVED_COPIES_WITHOUT_NUL_STEP,
  '0019_board_share_notes': BOARD_SHARE_NOTES_STEP,
}
