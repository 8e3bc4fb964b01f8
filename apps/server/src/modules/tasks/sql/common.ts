// Helpers shared by the tasks SQL.
export { intArray, one, rows, textArray } from '../../../platform/db/rows';
