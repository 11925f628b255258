import { z } from 'zod';
import { SETTING_KEYS } from '../constants';

export const settingKeyParams = z.object({
  key: z.enum(SETTING_KEYS as [string, ...string[]], { error: 'Unknown setting' }),
});
export const settingUpdateSchema = z.object({ value: z.string().max(2000) });
