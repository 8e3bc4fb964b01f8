// The tasks module's errors (codes and messages in the contract).
import { TASK_ERROR_MESSAGES, type TaskErrorCode } from '@glossa/contract';
import { AppError } from '../../platform/errors';

export const taskError = (code: TaskErrorCode, status = 400) => new AppError(code, status, TASK_ERROR_MESSAGES[code]);
export const taskNotFound = () => taskError('TASK_NOT_FOUND', 404);
export const taskNotRelevant = () => taskError('TASK_NOT_RELEVANT');
