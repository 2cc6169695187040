import journal from './meta/_journal.json';
import m0000 from './0000_learner_state.sql';
import m0001 from './0001_conversation_levels.sql';

  export default {
    journal,
    migrations: {
      m0000,
m0001
    }
  }
  