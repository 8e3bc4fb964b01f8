// The training module's errors (codes and messages from the contract).
import { TRAINING_MESSAGES, TrainingErrorCode as E, VIDEO_MESSAGES, VideoErrorCode as VE } from '@glossa/contract';
import { AppError } from '../../platform/errors';

export const selectionNotFound = () => new AppError(E.SELECTION_NOT_FOUND, 404, TRAINING_MESSAGES.selectionNotFound);
export const temporarilyUnavailable = () => new AppError(E.SELECTION_TEMPORARILY_UNAVAILABLE, 409, TRAINING_MESSAGES.temporarilyUnavailable);
export const wordsLimit = () => new AppError(E.SELECTION_WORDS_LIMIT, 400, TRAINING_MESSAGES.wordsLimit);
export const publicMinWords = () => new AppError(E.SELECTION_PUBLIC_MIN_WORDS, 400, TRAINING_MESSAGES.publicMinWords, 'is_public');
export const unionsNotFound = (ids: number[]) => new AppError(E.TRANSLATION_NOT_FOUND, 400, `Unknown translation ids: ${ids.slice(0, 20).join(', ')}`, 'add_union_ids', { union_ids: ids });
export const languageMismatch = (ids: number[]) =>
  new AppError(E.SELECTION_LANGUAGE_MISMATCH, 400, `Translations of another language pair: ${ids.slice(0, 20).join(', ')}`, 'add_union_ids', { union_ids: ids });
export const commentNotFound = () => new AppError(E.COMMENT_NOT_FOUND, 404, 'Comment not found');
export const lessonNotFound = () => new AppError(E.LESSON_NOT_FOUND, 404, 'Lesson not found');
export const lessonCompleted = () => new AppError(E.LESSON_ALREADY_COMPLETED, 400, 'This lesson is already completed');
export const pointsMismatch = (expected: number) => new AppError(E.LESSON_POINTS_MISMATCH, 400, 'points_earned does not match the answers of this lesson', 'points_earned', { points: expected });
export const wordUnknown = (field = 'union_id') => new AppError(E.LESSON_WORD_UNKNOWN, 400, 'This word is not part of this lesson', field);
export const exerciseUnavailable = () => new AppError(E.EXERCISE_NOT_AVAILABLE, 400, 'This word has no audio', 'exercise');
export const answersLimit = () => new AppError(E.LESSON_ANSWERS_LIMIT, 400, 'Too many answers for one lesson');
export const videoNotFound = () => new AppError(VE.VIDEO_NOT_FOUND, 404, VIDEO_MESSAGES.videoNotFound);
export const captionsRequired = () => new AppError(VE.VIDEO_CAPTIONS_REQUIRED, 400, VIDEO_MESSAGES.captionsRequired, 'captions');
export const videoExists = () => new AppError(VE.VIDEO_ALREADY_EXISTS, 400, VIDEO_MESSAGES.alreadyExists);
export const uploadNotFound = () => new AppError(VE.VIDEO_UPLOAD_NOT_FOUND, 400, 'This upload does not exist or was used already', 'upload_uuid');
export const captionsNotFound = () => new AppError(VE.CAPTIONS_NOT_FOUND, 404, 'The video has no captions in this language', 'lang_code');
export const sourceUnavailable = (status: 404 | 503, message: string) => new AppError(VE.VIDEO_SOURCE_UNAVAILABLE, status, message);
export const youtubeVideoNotFound = () => new AppError(VE.YOUTUBE_VIDEO_NOT_FOUND, 404, 'No such YouTube video', 'youtube_id');
