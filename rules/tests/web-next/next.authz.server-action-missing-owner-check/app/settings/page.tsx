import { prisma } from '@/lib/db';
import { auth } from '@/auth';
import { canManageTeam } from '@/lib/permissions';

export default async function TeamSettings({ params }: { params: { teamId: string } }) {
  const session = await auth();

  // ruleid: next.authz.server-action-missing-owner-check
  async function removeMember(memberId: string) {
    'use server';
    await prisma.membership.delete({ where: { id: memberId } });
  }

  // ok: next.authz.server-action-missing-owner-check
  async function renameTeam(teamId: string, name: string) {
    'use server';
    if (!(await canManageTeam(session, teamId))) throw new Error('Forbidden');
    await prisma.team.update({ where: { id: teamId }, data: { name } });
  }

  const team = await prisma.team.findUnique({ where: { id: params.teamId }, include: { members: true } });
  return <TeamForm team={team} onRemove={removeMember} onRename={renameTeam} />;
}
