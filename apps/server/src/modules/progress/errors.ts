// The progress module's errors.
import { AppError, notFound } from '../../platform/errors';

export const userNotFound = () => notFound('USER', 'User not found');
/** Another member's statistics, ratings or achievements when their profile is private. */
export const profileIsPrivate = () => new AppError('PROFILE_IS_PRIVATE', 403, 'This profile is private');
export const actionNotFound = () => notFound('ACTION', 'Action not found');
