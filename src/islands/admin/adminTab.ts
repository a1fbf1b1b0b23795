// What every tab of the admin dashboard receives from AdminApp: the loaded data, a reload after a change, and who
// the admin is (so a tab can refuse to act on her own account); the Courses tab also the course pages in Sanity Studio.
import type { AdminData } from '../../api/adminClient';
import type { StudioCoursePages } from '../../lib/admin/studioLinks';

export type AdminTabProps = { data: AdminData; reload: () => Promise<void>; currentUid: string; studio?: StudioCoursePages | null };
