import type { Post } from '@dilemma/api-client'
import { useIntl, useSession } from '@dilemma/app-runtime'
import { Modal } from '@dilemma/design-system'
import { lazy, useState } from 'react'
import { FeatureTexts } from '@/components/FeatureTexts'
import { useOpenedWithTexts } from '@/components/useOpenedWithTexts'
import { postFormTexts } from '@/entities/post'
import { useDelayedAction } from '@/lib/useDelayedAction'
import { useCreatePost } from '../api/useCreatePost'
import { useNewPollAnalysis } from '../hooks/useNewPollAnalysis'
import { addPostStep, busyMessageId, closesByItself } from '../lib/addPostSteps'
import { AiAnalysisFailure } from './AiAnalysisFailure'
import { AiAnalysisSummary } from './AiAnalysisSummary'
import { BusyStatus } from './BusyStatus'
import { PostCreatedAlert } from './PostCreatedAlert'

// The form and its inputs (the limits' NumberInput) are fetched when the modal first opens, not
// with the feed and profile pages that offer it.
const AddPostForm = lazy(() => import('./AddPostForm').then((module) => ({ default: module.AddPostForm })))

/** The success message closes the modal after 3 s (member-spec §9). */
export const ADD_POST_SUCCESS_CLOSE_MS = 3000

interface AddPostModalProps {
  opened: boolean
  onClose: () => void
}

/** Write a poll; then, if the author asked for it, the AI's pick; a success message closes the modal by itself. */
export function AddPostModal({ opened, onClose }: AddPostModalProps) {
  const intl = useIntl()
  const { user } = useSession()
  const createPost = useCreatePost()
  const analysis = useNewPollAnalysis()
  // A new form (and mutation state) each time the modal opens.
  const [formKey, setFormKey] = useState(0)
  const close = () => {
    onClose()
    createPost.reset()
    analysis.reset()
    setFormKey((key) => key + 1)
  }
  const created = createPost.data?.post
  const step = addPostStep(createPost.status, created?.ai_enabled === true, analysis.state)
  useDelayedAction(closesByItself(step) ? close : null, ADD_POST_SUCCESS_CLOSE_MS)
  const analyseIfAsked = (post: Post) => {
    if (post.ai_enabled) analysis.start(post)
  }

  return (
    <Modal
      opened={useOpenedWithTexts(opened, postFormTexts)}
      onClose={close}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'member.posts.closeDialog' }) }}
      title={intl.formatMessage({ id: 'member.posts.add.title' })}
      size="lg"
    >
      <FeatureTexts groups={postFormTexts}>
        <BusyStatus messageId={busyMessageId(step)} />
        {(step === 'form' || step === 'creating') && (
          // Only hidden while the poll is created, so that a failure returns to the filled-in form.
          <div hidden={step === 'creating'}>
            <AddPostForm
              key={formKey}
              role={user?.role}
              createPost={createPost}
              onCreated={analyseIfAsked}
              onCancel={close}
            />
          </div>
        )}
        {closesByItself(step) && (
          <PostCreatedAlert>
            {created && analysis.analysis && <AiAnalysisSummary post={created} analysis={analysis.analysis} />}
          </PostCreatedAlert>
        )}
        {(step === 'error' || step === 'retrying') && (
          <AiAnalysisFailure
            error={analysis.error}
            retrying={step === 'retrying'}
            onRetry={analysis.retry}
            onClose={close}
          />
        )}
      </FeatureTexts>
    </Modal>
  )
}
