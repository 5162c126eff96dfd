import { z } from 'zod';
import { ONE_LINE_NAME, withoutControlCharacters } from './common';
import { MAX_WORKSPACE_NAME_LENGTH } from './limits';
import { refusal } from './refusal';

/** A workspace's name, as a sign-up gives it or a rename changes it: one line, trimmed. */
export const workspaceNameSchema = z
  .string(refusal('workspace_name_required'))
  .trim()
  .min(1, refusal('workspace_name_required'))
  .max(MAX_WORKSPACE_NAME_LENGTH, refusal('workspace_name_too_long'))
  .refine(withoutControlCharacters, refusal('name_control_characters'))
  .meta(ONE_LINE_NAME);
