// Helpers shared by the contributions SQL.
export { idList, one, rows } from '../../../platform/db/rows';
