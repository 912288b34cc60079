/*
 * The sections of the translated legal texts and the day each was last changed: a change to a
 * text's messages moves its date.
 */
export const TERMS_SECTIONS = [
  'scope',
  'account',
  'content',
  'conduct',
  'plans',
  'liability',
  'changes',
  'contact',
] as const
export const TERMS_UPDATED = '2026-11-24'

export const PRIVACY_SECTIONS = [
  'controller',
  'account',
  'cookies',
  'storage',
  'uploads',
  'ai',
  'payments',
  'retention',
  'export',
  'rights',
] as const
export const PRIVACY_UPDATED = '2026-12-02'
