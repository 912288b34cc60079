import DilemmaSchema from '#database/dilemma_schema'
import { ensureAiGeneratedTag, removeAiGeneratedCategory } from '#services/ai/ai_generated_tag'

/** The product's own 'AI Generated' tag in a real category, not in the uncategorised list. */
export default class extends DilemmaSchema {
  async up() {
    this.defer(async (db) => {
      await ensureAiGeneratedTag(db)
    })
  }

  async down() {
    this.defer(async (db) => {
      await removeAiGeneratedCategory(db)
    })
  }
}
