import { useSetAtom } from 'jotai'
import { lazy, Suspense, useCallback, useState } from 'react'
import { useNavigate } from 'react-router'
import { Link } from '@/ui/link/Link'
import { errorMessage } from '@/api/apiError'
import type { ChatMessage, ReportReason } from '@/api/spaces/spaceTypes'
import { useOnline } from '@/lib/network/useOnline'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import type { ConversationView } from '@/offline/spaces/spacesEngineTypes'
import { PageFrame } from '@/shared/page/PageFrame'
import { paths } from '@/shared/paths/routePaths'
import { LoadingState } from '@/shared/states/LoadingState'
import { NotFoundState } from '@/shared/states/NotFoundState'
import { OfflineState } from '@/shared/states/OfflineState'
import { SavedCopyNote } from '@/shared/states/SavedCopyNote'
import { ButtonLink } from '@/ui/button/ButtonLink'
import { Button } from '@/ui/button/Button'
import { FormAlert } from '@/ui/field/FormAlert'
import { SpaceAvatar } from '../common/SpaceAvatar'
import { KIND_LABEL, membersLabel, onlineLabel } from '../common/spaceText'
import { useMinuteClock } from '@/shared/dates/useMinuteClock'
import { usePublishSpacesUnread } from '../common/spacesUnreadCount'
import { useConversation, useReadyEngine } from '../common/useSpacesViews'
import { ArrivalAnnouncer } from './ArrivalAnnouncer'
import { Composer } from './Composer'
import { MessageList } from './MessageList'
import '../common/spaces.css'
import './conversation.css'

// The dialogs load when first opened: the conversation's first load stays within the member budget.
const MembersDialog = lazy(() => import('./MembersDialog').then((module) => ({ default: module.MembersDialog })))
const ReportDialog = lazy(() => import('./ReportDialog').then((module) => ({ default: module.ReportDialog })))
const ConfirmDialog = lazy(() => import('@/ui/dialog/ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })))

export const SAVED_CONVERSATION_TEXT = 'Showing this space as saved on this device.'

const backLink = (
  <Link to={paths.mySpaces} className="conversation__back">
    ‹ All spaces
  </Link>
)

/** /account/my-spaces/:id as drawn: the space's header, its messages and the field to write in. */
export function Conversation({ roomId, meId }: { roomId: number; meId: number | null }) {
  const view = useConversation(roomId)
  if (view.status === 'loading') {
    return (
      <PageFrame title="Space" intro={backLink}>
        <LoadingState label="Loading the conversation…" />
      </PageFrame>
    )
  }
  if (view.status === 'error' || !view.space) return <ConversationProblem view={view} />
  return <OpenConversation roomId={roomId} meId={meId} view={view} space={view.space} />
}

function ConversationProblem({ view }: { view: ConversationView }) {
  return (
    <PageFrame title="Space" intro={backLink}>
      {view.errorKind === 'notFound' ? (
        <NotFoundState title="No such space" action={<ButtonLink to={paths.mySpaces} variant="secondary">Your spaces</ButtonLink>}>
          {view.error || 'It may have been removed, or you are not a member of it.'}
        </NotFoundState>
      ) : view.errorKind === 'offline' ? (
        <OfflineState>This space will show when you are back online.</OfflineState>
      ) : (
        <FormAlert>{`This space could not load. ${view.error}`}</FormAlert>
      )}
    </PageFrame>
  )
}

interface OpenConversationProps {
  roomId: number
  meId: number | null
  view: ConversationView
  space: NonNullable<ConversationView['space']>
}

function OpenConversation({ roomId, meId, view, space }: OpenConversationProps) {
  const engine = useReadyEngine()
  // The space's summary changes with the engine's list (a read, a mute): the navigation's badge follows.
  usePublishSpacesUnread(meId, engine.listView())
  const navigate = useNavigate()
  const online = useOnline()
  const now = useMinuteClock()
  const showSnackbar = useSetAtom(showSnackbarAtom)
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null)
  const [reporting, setReporting] = useState<ChatMessage | null>(null)
  const [membersOpen, setMembersOpen] = useState(false)
  const [leaving, setLeaving] = useState(false)
  const [muteBusy, setMuteBusy] = useState(false)
  const [problem, setProblem] = useState('')

  // The live presence when the poll has sent it, else the count the space was opened with.
  const onlineCount = view.presence.size > 0 ? [...view.presence.values()].filter((presence) => presence.online && presence.user_id !== meId).length : space.online_count

  const toggleMute = async () => {
    setMuteBusy(true)
    setProblem('')
    try {
      await engine.setMuted(roomId, !space.muted)
      showSnackbar({ text: space.muted ? 'Notifications are on for this space.' : 'Space muted. Its messages no longer count in your unread total.' })
    } catch (failure) {
      setProblem(errorMessage(failure))
    } finally {
      setMuteBusy(false)
    }
  }

  const report = async (message: ChatMessage, reason: ReportReason, note: string) => {
    await engine.report(roomId, message.chat_id, reason, note)
    setReporting(null)
    showSnackbar({ text: 'Thank you. MoveTime will look at this message.' })
  }

  const onSeeNewest = useCallback((chatId: number) => {
    if (chatId > space.read_chat_id) engine.markRead(roomId, chatId)
  }, [engine, roomId, space.read_chat_id])
  const onRetry = useCallback((key: string) => void engine.retry(roomId, key).catch((failure: unknown) => setProblem(errorMessage(failure))), [engine, roomId])
  const onDiscard = useCallback((key: string) => void engine.discard(roomId, key).catch((failure: unknown) => setProblem(errorMessage(failure))), [engine, roomId])

  return (
    <PageFrame
      title={
        <span className="conversation__title">
          <SpaceAvatar space={space} />
          <span className="conversation__title-text">{space.title}</span>
        </span>
      }
      intro={
        <span className="conversation__intro">
          {backLink}
          <span className="conversation__facts">
            <span>{KIND_LABEL[space.kind]}</span>
            <span>{membersLabel(space.member_count)}</span>
            {onlineCount > 0 && (
              <span className="conversation__online">
                <span className="space-online-dot" aria-hidden="true" />
                {onlineLabel(onlineCount)}
              </span>
            )}
          </span>
        </span>
      }
      actions={
        <>
          <Button variant="secondary" onClick={() => setMembersOpen(true)} aria-haspopup="dialog">
            Members
          </Button>
          <Button variant="secondary" busy={muteBusy} onClick={() => void toggleMute()}>
            {space.muted ? 'Unmute' : 'Mute'}
          </Button>
          {space.can_leave && (
            <Button variant="ghost" onClick={() => setLeaving(true)}>
              Leave
            </Button>
          )}
        </>
      }
      className="conversation"
    >
      <FormAlert>{problem}</FormAlert>
      {view.savedAt !== null && <SavedCopyNote saved={{ savedAt: view.savedAt }} text={SAVED_CONVERSATION_TEXT} onRetry={() => undefined} />}
      <ArrivalAnnouncer arrivedCount={view.arrivedCount} messages={view.messages} meId={meId} />
      <section className="conversation__messages" aria-label="Messages">
        <MessageList
          messages={view.messages}
          meId={meId}
          now={now}
          hasOlder={view.hasOlder}
          loadingOlder={view.loadingOlder}
          onLoadOlder={() => void engine.loadOlder(roomId)}
          onSeeNewest={onSeeNewest}
          onReply={setReplyTo}
          onReport={setReporting}
          onRetry={onRetry}
          onDiscard={onDiscard}
        />
      </section>
      <Composer
        onSend={(text, reply) => engine.send(roomId, text, reply)}
        replyTo={replyTo}
        onCancelReply={() => setReplyTo(null)}
        blockedReason={space.can_send ? undefined : space.send_blocked_reason || 'You can read this space but not write in it.'}
        offline={!online || view.savedAt !== null}
      />
      <Suspense fallback={null}>
        {membersOpen && <MembersDialog open members={view.members} presence={view.presence} meId={meId} now={now} onClose={() => setMembersOpen(false)} />}
        {reporting && <ReportDialog message={reporting} onClose={() => setReporting(null)} onReport={report} />}
        {leaving && (
          <ConfirmDialog
            subject={roomId}
            title={`Leave your space with ${space.title}?`}
            description="It leaves your list and you stop getting its messages. If you message them again, a new space opens."
            keepLabel="Stay"
            confirmLabel="Leave"
            busyLabel="Leaving…"
            onClose={() => setLeaving(false)}
            onConfirm={async () => {
              await engine.leave(roomId)
              setLeaving(false)
              navigate(paths.mySpaces, { replace: true })
            }}
          />
        )}
      </Suspense>
    </PageFrame>
  )
}
