/**
 * The DJ profile's writes, all through callables (rules deny client writes
 * to djs): the server validates with the same schema, sanitises the bio,
 * stores cents and owns status, ratings and counters.
 */
export {
  deleteDjProfile,
  submitDjApplication,
  updateDjProfile,
  type DjProfileInput,
} from '../../../lib/firebase/callables';
