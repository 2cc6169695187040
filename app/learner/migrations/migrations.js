import journal from './meta/_journal.json';
import m0000 from './0000_learner_state.sql';
import m0001 from './0001_conversation_levels.sql';
import m0002 from './0002_streak_freezes.sql';

  export default {
    journal,
    migrations: {
      m0000,
m0001,
m0002
    }
  }
  