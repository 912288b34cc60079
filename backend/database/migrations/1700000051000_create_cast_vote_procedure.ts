import DilemmaSchema from '#database/dilemma_schema'

/**
 * MySQL/MariaDB: the vote's transaction as one stored procedure, so that a vote is one round trip
 * to the database instead of five (BEGIN, UPDATE, INSERT, SELECT, COMMIT); each cost the web
 * process a socket write and MariaDB a command (services/posts/count_vote.ts says when it is
 * used). The statements are those of the five, with the option letter a parameter:
 * - the conditional UPDATE counts the vote only while the poll is open to it and closes the poll
 *   on the vote that reaches its limit (`status` first: MySQL assigns left to right);
 * - the vote is stored uncounted (her votes_given is counted off the request);
 * - the counts her vote produced are the procedure's one result; no result: the UPDATE counted
 *   nothing; `already_voted`: the unique index refused a second vote, and the count is undone.
 * Any other error (a deadlock) rolls back and reaches the caller as it was raised.
 * SQLite runs the same statements in its own transaction: it is in the process, no round trips.
 */
const CREATE = `
CREATE PROCEDURE cast_vote(IN p_post INT UNSIGNED, IN p_voter INT UNSIGNED, IN p_choice VARCHAR(1), IN p_at DATETIME)
BEGIN
  DECLARE EXIT HANDLER FOR 1062 BEGIN ROLLBACK; SELECT 'already_voted' AS refusal; END;
  DECLARE EXIT HANDLER FOR SQLEXCEPTION BEGIN ROLLBACK; RESIGNAL; END;
  START TRANSACTION;
  UPDATE posts SET
    status = CASE WHEN vote_limit IS NOT NULL AND total_votes + 1 >= vote_limit THEN 'passive' ELSE status END,
    total_votes = total_votes + 1,
    vote_count_a = vote_count_a + (p_choice = 'a'),
    vote_count_b = vote_count_b + (p_choice = 'b'),
    vote_count_c = vote_count_c + (p_choice = 'c'),
    vote_count_d = vote_count_d + (p_choice = 'd'),
    updated_at = p_at
  WHERE id = p_post AND status = 'active' AND user_id <> p_voter
    AND (CASE p_choice WHEN 'a' THEN option_a WHEN 'b' THEN option_b WHEN 'c' THEN option_c WHEN 'd' THEN option_d END) IS NOT NULL
    AND (vote_limit IS NULL OR total_votes < vote_limit) AND (time_limit IS NULL OR time_limit > p_at);
  IF ROW_COUNT() > 0 THEN
    INSERT INTO votes (post_id, user_id, choice, created_at, counted) VALUES (p_post, p_voter, p_choice, p_at, 0);
    SELECT NULL AS refusal, vote_count_a, vote_count_b, vote_count_c, vote_count_d, total_votes, status, vote_limit, user_id, title
      FROM posts WHERE id = p_post;
  END IF;
  COMMIT;
END`

export default class extends DilemmaSchema {
  async up() {
    if (this.isMysql) this.schema.raw(CREATE)
  }

  async down() {
    if (this.isMysql) this.schema.raw('DROP PROCEDURE IF EXISTS cast_vote')
  }
}
