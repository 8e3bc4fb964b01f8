// Every SQL query of the dictionary, grouped by job in sql/*.ts. Services receive an Executor
// (the database or their transaction) and pass it down.
import { batchSql } from './sql/batch';
import { entitiesSql } from './sql/entities';
import { lexiconSql } from './sql/lexicon';
import { readingSql } from './sql/reading';
import { readModelSql } from './sql/read-model';
import { searchSql } from './sql/search';
import { sentencesSql } from './sql/sentences';
import { suggestionsSql } from './sql/suggestions';
import { spellingSql } from './sql/spelling';

export const dictionaryRepository = {
  search: { ...searchSql, ...suggestionsSql },
  reading: readingSql,
  sentences: sentencesSql,
  entities: entitiesSql,
  batch: batchSql,
  lexicon: lexiconSql,
  readModel: readModelSql,
  spelling: spellingSql,
};

export type { UnionRow, WordHit, MeaningJson } from './sql/search';
export type { WordJson } from './sql/common';
export type { OtherDirection } from './sql/spelling';
export type { RelationRow, MeaningRow, DataSourceRow, UnionBasic } from './sql/reading';
export type { SentenceRow, SentenceTranslationJson, AudioJson } from './sql/sentences';
export type { ProvenanceRow } from './sql/entities';
export {
  createImportWriter,
  emptyStats,
  addStats,
  type WriteStats,
  type ImportWriter,
} from './sql/import-writer';
export {
  upsertDataSource,
  readCheckpoint,
  saveCheckpoint,
  isDictionaryEmpty,
  analyzeImportedTables,
  type DataSourceRecord,
} from './sql/import-bookkeeping';
export { refreshRankingStats, analyzeRankingTables, type StatsSummary } from './sql/stats';
