// POST /api/complain (core.md §7 Complaints): target, target_type, comment.
import type { Complaint } from '@glossa/contract';
import type { ComplaintButtonProps } from '../../../shared/slots/slots';
import { api } from '../../../shared/api';

export function complain(target: number, targetType: ComplaintButtonProps['targetType'], comment: string): Promise<Complaint> {
  return api
    .post<{ data: Complaint }>('/complain', { target, target_type: targetType, comment: comment.trim() })
    .then((a) => a.data);
}
