export { createMemberService, type MemberService } from './service';
