import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { server } from '@mocks/node'
import { getProfile } from '@/api/auth/authApi'
import { getUserInfo } from '@/api/moves/movesApi'
import { appStore } from '@/lib/auth/authState'
import { snackbarAtom } from '@/lib/snackbar/snackbarState'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { setMockOffline } from '@tests/support/mockBackend'
import { signInAsMember } from '@tests/support/memberSession'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { USER_INFO_MESSAGES } from './UserInfoForm'
import { UserInfoPage } from './UserInfoPage'
import { PHONE_MESSAGES } from './usePhoneCheck'

function renderInfo() {
  return renderWithRouter(<UserInfoPage />, { path: '/user/info', at: '/user/info' })
}

beforeEach(() => appStore.set(snackbarAtom, { ...appStore.get(snackbarAtom), globalMessage: '' }))
afterEach(() => setMockOffline(false))

describe('UserInfoPage', () => {
  it('opens with the member’s goal, level and phone, keeping a goal from outside the list as a choice', async () => {
    await signInAsMember()
    renderInfo()
    const goal = await screen.findByLabelText('Goal')
    expect(goal).toHaveValue('Build a daily habit')
    expect(within(goal).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose your goal',
      'Build strength',
      'Improve mobility',
      'Lose weight',
      'Train for an event',
      'Stay active',
      'Build a daily habit',
    ])
    expect(screen.getByLabelText('Level')).toHaveValue('beginner')
    expect(screen.getByLabelText('Phone')).toHaveValue('+1 415 555 0101')
    expect(screen.queryByText(USER_INFO_MESSAGES.intro)).not.toBeInTheDocument()
  })

  it('saves goal, level and a normalised phone with the userinfo call', async () => {
    await signInAsMember()
    const { user } = renderInfo()
    await user.selectOptions(await screen.findByLabelText('Goal'), 'Improve mobility')
    await user.selectOptions(screen.getByLabelText('Level'), 'Intermediate')
    await user.clear(screen.getByLabelText('Phone'))
    await user.type(screen.getByLabelText('Phone'), '+49 30 901820')
    await user.click(screen.getByRole('button', { name: 'Save info' }))

    await waitFor(() => expect(appStore.get(snackbarAtom).globalMessage).toBe(USER_INFO_MESSAGES.saved))
    expect((await getUserInfo()).model).toMatchObject({ goal: 'Improve mobility', level: 'intermediate' })
    expect((await getProfile()).model.phone).toBe('+4930901820')
    expect(screen.getByText(/We will save it as/)).toHaveTextContent('+4930901820 (Germany)')
    expect(screen.getByLabelText('Goal')).toHaveValue('Improve mobility')
  })

  it('greets a member with no info yet and shows the server’s messages at the fields', async () => {
    await signInAsMember('priya.shah@example.com')
    const { user } = renderInfo()
    expect(await screen.findByText(USER_INFO_MESSAGES.intro)).toBeInTheDocument()
    expect(screen.getByLabelText('Goal')).toHaveValue('')

    await user.selectOptions(screen.getByLabelText('Level'), 'Advanced')
    await user.click(screen.getByRole('button', { name: 'Save info' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the highlighted fields.')
    expect(screen.getByLabelText('Goal')).toHaveAccessibleDescription('Choose your goal.')
    expect(screen.getByLabelText('Level')).toHaveValue('advanced')
    expect((await getUserInfo()).model).toMatchObject({ goal: '', level: '' })

    await user.selectOptions(screen.getByLabelText('Goal'), 'Stay active')
    expect(screen.getByLabelText('Goal')).not.toHaveAccessibleDescription('Choose your goal.')
    await user.click(screen.getByRole('button', { name: 'Save info' }))
    await waitFor(() => expect(appStore.get(snackbarAtom).globalMessage).toBe(USER_INFO_MESSAGES.saved))
    expect((await getUserInfo()).model).toMatchObject({ goal: 'Stay active', level: 'advanced' })
  })

  it('refuses a phone number without a country code before saving anything', async () => {
    await signInAsMember()
    const { user } = renderInfo()
    const phone = await screen.findByLabelText('Phone')
    await user.clear(phone)
    await user.type(phone, '415 555 0101')
    await user.selectOptions(screen.getByLabelText('Level'), 'Advanced')
    await user.click(screen.getByRole('button', { name: 'Save info' }))

    await waitFor(() => expect(phone).toHaveAccessibleDescription(expect.stringContaining(PHONE_MESSAGES.invalid)))
    expect(phone).toHaveFocus()
    expect((await getUserInfo()).model.level).toBe('beginner')
  })

  it('keeps the choices when the save fails', async () => {
    await signInAsMember()
    server.use(http.post('*/v3/api/custom/movetime/userinfo', () => HttpResponse.json({ error: true, message: 'Saving is resting.' }, { status: 500 })))
    const { user } = renderInfo()
    await user.selectOptions(await screen.findByLabelText('Goal'), 'Lose weight')
    await user.click(screen.getByRole('button', { name: 'Save info' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Saving is resting.')
    expect(screen.getByLabelText('Goal')).toHaveValue('Lose weight')
  })

  it('shows the offline state, then the form once the network is back', async () => {
    await signInAsMember()
    await setMockOffline(true)
    const { user } = renderInfo()
    expect(await screen.findByText(/Your info will show when you are back online/)).toBeInTheDocument()
    await setMockOffline(false)
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByLabelText('Goal')).toHaveValue('Build a daily habit')
  })

  it('has no serious accessibility violations once loaded', async () => {
    await signInAsMember()
    const { container } = renderInfo()
    await screen.findByLabelText('Goal')
    expect(await seriousAxeViolations(container)).toEqual([])
  })
})
