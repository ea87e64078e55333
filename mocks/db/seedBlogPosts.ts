import { core, firstWeeks, groups, kettlebell, lungeChallenge, mobility, offline, pullUps, recovery, squat } from './seedBlogPostBodies'

/**
 * The blog's demo posts (issue 23): written for MoveTime, about training with its library; their
 * Markdown bodies are in seedBlogPostBodies.ts. Covers are the moves' shipped
 * posters (public/media/posters, photographs from the Free Exercise DB, public domain).
 * Days are counted from SEED_TIME (seedTime.ts); the scheduled post is placed from the reset.
 */

export interface SeedBlogPost {
  slug: string
  title: string
  excerpt: string
  cover: string
  coverAlt: string
  author: 'alex' | 'grace' | 'marcus'
  category: string
  tags: string[]
  /** Days from SEED_TIME it went public (published), or was last saved (draft). */
  day: number
  status: 'published' | 'draft' | 'scheduled'
  body: string
}

export const SEED_BLOG_POSTS: readonly SeedBlogPost[] = [
  {
    slug: 'squat-without-knee-pain',
    title: 'How to Squat Without Knee Pain: Five Cues That Help',
    excerpt: 'Sore knees are rarely the squat’s fault. Five cues our coaches use most, and a box-squat progression that builds depth you own.',
    cover: '/media/posters/bodyweight-squat.webp',
    coverAlt: 'A man standing tall in a gym with his hands behind his head, about to squat.',
    author: 'grace',
    category: 'Technique',
    tags: ['Strength', 'Beginners', 'Bodyweight'],
    day: -112,
    status: 'published',
    body: squat,
  },
  {
    slug: 'your-first-four-weeks',
    title: 'Your First Four Weeks: A Simple Plan for Building the Habit',
    excerpt: 'Three short sessions a week, the same five moves, and a plan that survives a busy month. How we start new members.',
    cover: '/media/posters/pushups.webp',
    coverAlt: 'A man at the top of a push-up on a gym floor, hands under his shoulders and body in one line.',
    author: 'alex',
    category: 'Programming',
    tags: ['Beginners', 'Habits', 'Bodyweight'],
    day: -98,
    status: 'published',
    body: firstWeeks,
  },
  {
    slug: 'kettlebell-swing-hinge-dont-squat',
    title: 'Kettlebell Swing 101: Hinge, Don’t Squat',
    excerpt: 'The swing is a hip snap, not a squat and not an arm lift. How to set up, swing and fix the three most common mistakes.',
    cover: '/media/posters/one-arm-kettlebell-swings.webp',
    coverAlt: 'A man standing in a gym with a kettlebell hanging from one hand, ready to swing.',
    author: 'grace',
    category: 'Technique',
    tags: ['Kettlebell', 'Strength', 'Core'],
    day: -84,
    status: 'published',
    body: kettlebell,
  },
  {
    slug: 'ten-minutes-of-mobility-for-desk-days',
    title: 'Ten Minutes of Mobility for People Who Sit All Day',
    excerpt: 'Stiff hips, a tight upper back and a forward neck: a ten-minute routine from the library that undoes a day at the desk.',
    cover: '/media/posters/90-90-hamstring.webp',
    coverAlt: 'A man lying on his back on a mat, one leg raised with the knee bent, holding the back of his thigh.',
    author: 'marcus',
    category: 'Recovery',
    tags: ['Mobility', 'Home workouts', 'Beginners'],
    day: -70,
    status: 'published',
    body: mobility,
  },
  {
    slug: 'training-offline-no-signal',
    title: 'Training Offline: Your Library in a Gym With No Signal',
    excerpt: 'Basement gyms and hotel rooms kill the signal, not the session. How to prepare your favourites and downloads before you leave.',
    cover: '/media/posters/goblet-squat.webp',
    coverAlt: 'A man standing with a kettlebell held at his chest, feet apart, ready for a goblet squat.',
    author: 'alex',
    category: 'Programming',
    tags: ['Home workouts', 'Habits'],
    day: -56,
    status: 'published',
    body: offline,
  },
  {
    slug: 'core-training-beyond-crunches',
    title: 'Core Training Beyond Crunches',
    excerpt: 'Your core’s main job is to keep your spine still while you move. Planks, dead bugs and side bridges, and how to build on them.',
    cover: '/media/posters/dead-bug.webp',
    coverAlt: 'A woman lying on her back in the dead bug position, arms reaching up and knees bent over her hips.',
    author: 'grace',
    category: 'Technique',
    tags: ['Core', 'Bodyweight', 'Beginners'],
    day: -42,
    status: 'published',
    body: core,
  },
  {
    slug: 'recovery-is-part-of-the-plan',
    title: 'Sleep, Deloads and Rest Days: Recovery Is Part of the Plan',
    excerpt: 'Getting stronger happens between sessions. Sleep, rest days that help, deload weeks and the signs you need one.',
    cover: '/media/posters/rhomboids-smr.webp',
    coverAlt: 'A man lying back on a foam roller under his upper back, knees bent and feet on the floor.',
    author: 'marcus',
    category: 'Recovery',
    tags: ['Habits', 'Strength', 'Mobility'],
    day: -28,
    status: 'published',
    body: recovery,
  },
  {
    slug: 'training-together-groups',
    title: 'Training Together: What Our Groups Taught Us About Consistency',
    excerpt: 'Members who train in a group keep going for longer. What our longest-running groups do differently, and how to start your own.',
    cover: '/media/posters/mountain-climbers.webp',
    coverAlt: 'A man on his hands and feet with one foot stepped forward under his chest, in a mountain climber.',
    author: 'alex',
    category: 'Community',
    tags: ['Habits', 'Challenges', 'Bodyweight'],
    day: -12,
    status: 'published',
    body: groups,
  },
  {
    slug: 'pull-up-progressions',
    title: 'Pull-Up Progressions: From Dead Hang to Your First Rep',
    excerpt: 'Four steps from hanging to your first full pull-up.',
    cover: '/media/posters/pullups.webp',
    coverAlt: 'A man seen from behind hanging from a pull-up bar with straight arms.',
    author: 'grace',
    category: 'Technique',
    tags: ['Strength', 'Upper body'],
    day: -5,
    status: 'draft',
    body: pullUps,
  },
  {
    slug: 'spring-lunge-and-bridge-challenge',
    title: 'Spring Challenge: 30 Days of Lunges and Bridges',
    excerpt: 'A community challenge for every level: ten minutes of lunges and bridges a day, for thirty days.',
    cover: '/media/posters/bodyweight-walking-lunge.webp',
    coverAlt: 'A man standing in a gym with his hands on his hips, about to step into a walking lunge.',
    author: 'marcus',
    category: 'Community',
    tags: ['Challenges', 'Bodyweight'],
    day: -3,
    status: 'scheduled',
    body: lungeChallenge,
  },
]
