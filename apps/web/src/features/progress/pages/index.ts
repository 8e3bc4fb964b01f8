// One chunk entry for the progress pages.
export { default as StatisticsPage } from './StatisticsPage';
export { default as RankingPage } from './RankingPage';
export { default as PointsPage } from './PointsPage';
