/**
 * The bodies of the blog's demo posts, in Markdown: the prose alone, kept apart from the posts'
 * facts (seedBlogPosts.ts). Links to moves name real seeded moves (`/move?id=N`, seedMoves.ts).
 */

export const squat = `Squats get blamed for sore knees more than almost every other move in the library, and most of the time the squat itself is not the problem. The problem is how we load it, how fast we add depth, and how little attention we pay to the feet. Here are the five cues our coaches use most with members who tell us their knees complain.

## 1. Start from the floor up

Before you bend, feel three points of each foot on the ground: the heel, the base of the big toe and the base of the little toe. Keep all three down for the whole rep. When the big toe side lifts, the knee tends to drift in; when the heel lifts, the load shifts onto the front of the knee. If your heels rise every time, put a thin plate or a folded towel under them for a few weeks while your ankles catch up.

## 2. Let the knees travel, but follow the toes

You may have heard that your knees should never pass your toes. For most people that rule causes more trouble than it solves: it pushes the hips back so far that the back rounds and the hips take a load they are not ready for. Let your knees move forward as far as they need to, as long as they stay in line with your second toe. Watching yourself from the front in a mirror or on your phone's camera is the quickest way to check.

## 3. Choose a depth you own

Depth is earned, not forced. Squat down only as far as you can keep your chest proud and your lower back still. For many people that is a box or a bench at first, and that is exactly why the [Dumbbell Box Squat](/move?id=53) is in the library: the bench tells you where the bottom is, every rep, and lets you sit for a moment before you stand.

A simple progression we like:

1. Box squats to a knee-height bench, 3 sets of 8.
2. The same, with a two-second pause just above the bench.
3. [Bodyweight Squats](/move?id=1) to the depth you reached with the box.
4. [Goblet Squats](/move?id=9) with a light kettlebell or dumbbell held at the chest.

Move on to the next step only when the current one feels smooth on three sessions in a row.

## 4. Breathe in before you go down

Take a breath into your belly and sides before each rep, hold it lightly on the way down, and breathe out as you stand. This braces your trunk, keeps your spine stable and takes pressure off your hips and knees. If holding your breath makes you dizzy, breathe out slowly through pursed lips on the way up instead.

## 5. Slow the way down, not the way up

Most knee irritation we see comes from dropping into the bottom and bouncing out. Count three seconds on the way down and stand up at a normal pace. The slower lowering builds strength in exactly the range that hurts, and it makes it much harder to cheat your depth.

## What if it still hurts?

Some discomfort on the first sessions is normal when you squat more than usual. Sharp pain, pain that lasts into the next day, or swelling are not. Shorten the range, lighten the load, and if it does not settle within a week or two, talk to a physiotherapist before you keep pushing. The squat will still be here when your knees are ready for it.

Save the three squat variations to your favourites, and the library keeps them on your phone for the next session, signal or not.`

export const firstWeeks = `Most people who start training do not stop because the workouts are too hard. They stop because the plan asked for more time, more energy or more decisions than their week had room for. This is the plan we give new members who want to build the habit first and worry about results later.

## The rules

- **Three short sessions a week.** Twenty minutes is enough. Put them in your calendar like meetings, on days that are not back to back.
- **The same five moves for four weeks.** Repeating them is the point: you stop thinking about what to do and start noticing how you do it.
- **Stop with a rep or two left.** Finishing a session feeling good makes the next one easier to start.

## The five moves

1. [Bodyweight Squat](/move?id=1): 3 sets of 8 to 12.
2. [Push-Up](/move?id=2): 3 sets of as many good reps as you can, minus two. If the floor is too hard, use the [Incline Push-Up](/move?id=69) with your hands on a bench or the kitchen counter.
3. [Glute Bridge](/move?id=5): 3 sets of 12, with a one-second squeeze at the top.
4. [Plank](/move?id=4): 3 holds of 20 to 40 seconds.
5. A brisk ten-minute walk, before or after. Yes, it counts.

Rest about a minute between sets. Work through the list in order, or pair two moves and go back and forth between them if you want to finish faster.

## Week by week

**Week 1.** Learn the moves. Watch each clip once before you start and read the cues under it. Keep every set easy. Your only job this week is to show up three times.

**Week 2.** Add one or two reps to each set of squats, push-ups and bridges, or five seconds to each plank. If a move felt awkward last week, slow it down rather than doing more.

**Week 3.** Add a fourth set to the two moves you like least. That is not a punishment: the moves we avoid are usually the ones we need most.

**Week 4.** Repeat week 3 and, on the last session, count your best set of each move. Write the numbers down. They are your starting line for whatever you do next.

## When the week falls apart

It will, at some point. A sick child, a late shift, a trip. Do not try to squeeze three sessions into two days to catch up. Do one short session, even ten minutes, so the week still has training in it, and pick up the plan where you left it. A streak of weeks matters more than a streak of days.

## Why this works

The World Health Organization's [guidance on physical activity](https://www.who.int/news-room/fact-sheets/detail/physical-activity) recommends muscle-strengthening work on two or more days a week for adults. Three short sessions meet that with room to spare, and they are small enough to survive a busy month. Once training is part of your week, making it harder is the easy part.

After four weeks, have a look at your dashboard: your streak, the moves you played most and your history are all there. Then pick one new move per body area and start the next block.`

export const kettlebell = `The kettlebell swing is one of the best moves in the library for building a strong back side and getting out of breath in very little time. It is also one of the most often done badly, and almost always for the same reason: people squat the bell up instead of hinging it.

## Hinge versus squat

In a squat, your knees and hips bend about equally and your torso stays fairly upright. In a hinge, your hips travel back while your knees bend only a little, and your torso tips forward with a flat back. The swing is a hinge. The power comes from snapping your hips forward, not from your legs pushing the floor away or from your arms lifting the bell.

A quick way to feel the difference: stand a foot in front of a wall, facing away from it, and push your hips back until your backside touches the wall, keeping your shins nearly vertical. That is the hinge. If you have to bend your knees a lot to reach the wall, you were squatting.

## Setting up

- Place the bell about a foot in front of your feet, with your feet a little wider than your hips.
- Hinge down and grip the handle with both hands, or one hand for the [One-Arm Kettlebell Swing](/move?id=7).
- Tilt the bell toward you so the handle points at your body. Your back is flat, your shoulders are pulled away from your ears.

## The swing itself

1. Hike the bell back between your legs, high up, like passing a ball in football.
2. Stand up fast by driving your hips forward and squeezing your glutes. Your arms stay long and relaxed; they only guide the bell.
3. At the top, you stand tall like a plank: knees straight, hips locked, ribs down. The bell floats to about chest height.
4. Let the bell fall and only hinge when your forearms meet your hips. Waiting for that moment is what keeps the load off your lower back.

Breathe out sharply at the top of each rep. It helps you brace and sets the rhythm.

## Common mistakes

- **Lifting with the arms.** If your shoulders are tired after a set, the bell was lifted, not swung.
- **Leaning back at the top.** Finish tall, not arched. Squeeze your glutes instead of pushing your hips past your feet.
- **Hinging too early.** Letting the bell pull you down before it reaches your hips turns the swing into a back exercise.

## A first swing session

Pick a bell you can swing for 15 reps with clean form; for many people that is 8 to 12 kg at first. Then do 10 rounds of 10 swings, starting a new round at the top of every minute, resting for what is left of it. When that feels comfortable across two sessions, move to 15 swings a round, then to a heavier bell.

If your hinge needs work first, spend a week or two on the [Kettlebell One-Legged Deadlift](/move?id=74) and the [Stiff-Legged Dumbbell Deadlift](/move?id=117). They teach the same hip pattern slowly, without the speed that makes mistakes hard to notice.`

export const mobility = `If you sit for most of the day, you already know the feeling: stiff hips when you stand up, a tight upper back by the afternoon, and a neck that has been leaning toward a screen for hours. You do not need an hour of yoga to undo it. Ten minutes, done most days, goes a long way.

## Why little and often works

Stiffness from sitting is mostly your body getting used to one position. Moving through the ranges you do not visit during the day, regularly, tells it those ranges are still needed. A short routine you actually do five days a week beats a long one you do on Sundays, if at all.

## The ten-minute routine

Do each move for about a minute, slowly, breathing through your nose. Nothing here should hurt; a stretch should feel like a strong pull, not a pinch.

1. [Torso Rotation](/move?id=120): turn through your upper back, letting your hips stay facing forward.
2. [Upper Back Stretch](/move?id=122): round your upper back and reach forward, as if hugging a large ball.
3. [Groiner](/move?id=60): step into a deep lunge and let the hips sink; switch sides every few breaths.
4. [90/90 Hamstring](/move?id=11): lying on your back, straighten the knee slowly, then bend it again.
5. [Runner's Stretch](/move?id=99): a long lunge with the back knee down, for the front of the hip.
6. [Knee-to-Chest Stretch](/move?id=88): easy on the lower back after the lunges.
7. [Side Neck Stretch](/move?id=110): gently, each side, with your shoulders relaxed.
8. Finish with a minute of easy walking.

Two minutes left over? Repeat the two moves that felt tightest.

## Fitting it into a working day

- **Tie it to something you already do.** After your first coffee, before lunch, or straight after your last call.
- **Split it up.** Three moves in the morning, three after lunch, the rest before dinner still count.
- **Keep it visible.** Add the routine's moves to your favourites, and they are one tap away on your phone, even on a train with no signal.

## What to expect

Most members notice the difference in how they feel standing up within a week or two. Range of motion takes longer, usually a month or more of regular work, and it fades if you stop, which is one more reason to keep the routine small enough to keep doing.

If one side is much tighter than the other, or a stretch brings on pins and needles, back off that move and mention it to a coach or a physiotherapist. And remember that the best posture is your next one: set a reminder to stand up and move every half hour, and the routine does the rest.`

export const offline = `Many of our members train in places where phones struggle: basement gyms, garages, parks at the edge of town, hotel fitness rooms behind two fire doors. MoveTime is built to keep working there. Here is how to prepare your library so a lost signal never costs you a session.

## What works without a connection

Once you have opened the app online, your library lives on your phone. With no network you can still:

- browse and search the moves you have, with their cues and photos;
- open your favourites and your own moves;
- mark moves as favourites, which are sent when you are back online;
- play every video you have downloaded;
- see your history and stats as they were when you were last online.

Anything that needs the server right now, like booking a session with a coach or paying for a plan, says so and waits for the network.

## Before you leave home

1. **Open the app once on Wi-Fi.** It refreshes your library and your favourites.
2. **Favourite the session.** Put the moves you plan to do in your favourites, so they are the first thing you see.
3. **Download the videos.** On each move, choose "Download for offline". Clips are short, a few megabytes each, and they play from your phone, even in airplane mode.
4. **Install the app.** Added to your home screen, MoveTime opens straight away without the browser, online or not.

## A sample gym-floor session

Here is a session many members run from their favourites, with no signal at all:

- [Goblet Squat](/move?id=9), 4 sets of 8
- [One-Arm Dumbbell Row](/move?id=86), 4 sets of 10 each side
- [Dumbbell Step-Up](/move?id=54), 3 sets of 8 each leg
- [Incline Dumbbell Press](/move?id=68), 3 sets of 10
- [Side Bridge](/move?id=108), 3 holds of 30 seconds each side

Download those five clips once and they are there every week.

## When you are back online

Everything you did offline is kept in order on your phone and sent when the network returns: favourites you added or removed, and the moves you played, with the time you played them. If you favourite and unfavourite the same move several times in a dead zone, only your final choice is sent. You do not have to do anything; the app shows a small note while it catches up.

## Keeping storage under control

Downloads take space. You can remove a single video from its move page, or all of them from Settings, and your library itself stays. We keep thumbnails small for the same reason, so a full library fits comfortably on an older phone.

Signal or no signal, the session is the same. Plan it the night before, and the only thing you have to bring to the gym is yourself.`

export const core = `When people say they want a stronger core, they usually picture crunches. Crunches have their place, but most of what your trunk does all day is the opposite: it keeps your spine still while your arms and legs move. That is what protects your back when you lift a suitcase, and what lets you run, throw and carry with power. Here is how we train it.

## Three jobs of the core

- **Resisting extension:** not letting your lower back arch, for example when you hold a plank or push a heavy door.
- **Resisting rotation and side bending:** not twisting or tipping when the load is on one side, like carrying a shopping bag in one hand.
- **Transferring force:** passing power from your legs to your arms, as in a swing, a throw or a jump.

A balanced routine trains all three.

## The foundation moves

**[Plank](/move?id=4).** Elbows under shoulders, body in one straight line, ribs pulled down toward your hips. Squeeze your glutes and press the floor away. Aim for quality, not length: three holds of 30 seconds with perfect form beat one shaky two-minute hold.

**[Dead Bug](/move?id=38).** Lie on your back with arms up and knees over hips. Press your lower back gently into the floor and keep it there while you slowly lower one arm and the opposite leg. The moment your back lifts, that is your range for now. Breathe out as you reach.

**[Side Bridge](/move?id=108).** The side plank, for the muscles that stop you from tipping sideways. Start from your knees if the full version shakes, and build up to 30 seconds each side.

## Adding the rest

Once those feel solid, add one move for each job:

1. [Bent-Knee Hip Raise](/move?id=21) or [Reverse Crunch](/move?id=95) for controlled flexion, lifting the hips rather than swinging the legs.
2. [Superman](/move?id=118) for the muscles along your spine.
3. [Push-Up to Side Plank](/move?id=131), a member favourite, for rotation control under load.

## How much and how often

Two or three core sessions a week are plenty, and they fit at the end of a strength session or on their own. Pick three moves, do two or three sets of each, and stop every set before your form breaks. If your lower back takes over, your hips sag or you hold your breath, the set is over.

## A word on six-packs

Visible abs depend far more on body fat than on core training. Doing more crunches will strengthen the muscle, but it will not change what you see in the mirror by itself. Train your core to move well and stay free of back pain; that benefit shows up every day, whatever the mirror says.`

export const recovery = `The most common plan we see from members who have just joined is seven hard sessions a week. The most common message we get from the same members a month later is that they are tired, sore and stuck. Training is the stimulus; getting stronger happens while you recover from it. So recovery is not time off the plan. It is half of the plan.

## Sleep first

Nothing you can buy does more for recovery than sleep. Most adults need seven to nine hours, and the quality matters as much as the length. A few habits that help members we coach:

- Keep the same wake-up time every day, weekends too, within an hour.
- Finish hard training at least two or three hours before bed if you can.
- Keep the bedroom cool, dark and quiet, and the phone out of reach.
- Cut caffeine after early afternoon. It lasts longer in the body than most people think.

If you only change one thing this month, make it this one.

## Rest days that actually rest

A rest day is not a day of guilt. It is also not necessarily a day on the sofa. Light movement helps you recover faster than lying still: a walk, an easy bike ride, or a few minutes of mobility work. Keep your heart rate low enough to hold a conversation, and stop before you feel tired.

A gentle rest-day routine from the library:

1. [Torso Rotation](/move?id=120), a minute.
2. [Upper Back Foam Roll](/move?id=97), a minute.
3. [IT Band Foam Roll](/move?id=67), a minute each side.
4. [Calf Stretch Hands Against Wall](/move?id=27), thirty seconds each side.
5. [Knee-to-Chest Stretch](/move?id=88), a minute.

## Deload weeks

Every four to eight weeks of steady training, take a lighter week on purpose. Keep the same moves and the same days, but drop the number of sets by about a third to a half, and leave more reps in the tank. You will come back feeling fresher, and often stronger, than if you had pushed straight through.

Signs you need one sooner:

- your usual weights feel much heavier than last week;
- you are sore for several days after normal sessions;
- your sleep gets worse even though you are tired;
- you dread sessions you used to enjoy.

## Soreness is not a scorecard

Muscle soreness a day or two after a new move is normal, and it fades as your body adapts. It is not a sign of a good workout, and chasing it leads to sessions that are too hard to recover from. Progress shows up in your history, not in how much it hurts to walk down the stairs.

## Listen, then adjust

Your plan should bend to your life, not the other way round. A bad night, a stressful week or a cold are all reasons to do less today, not failures. Train a little less, recover a little more, and you will be able to keep training for years.`

export const groups = `When we added groups and challenges to MoveTime, we expected members to use them for friendly competition. They do, but what surprised us was something else: members who train with a group keep training for much longer than members who train alone. We asked a few of our longest-running groups what makes it work.

## Small beats big

The groups that last are rarely large. Most have between four and ten people, often friends, colleagues or neighbours who already knew each other. A small group notices when someone goes quiet for a week, and a short message like "missed you on Tuesday" brings people back better than a notification ever could.

## Pick a shared rhythm, not a shared workout

Not everyone in a group trains at the same time or the same level, and they do not need to. The groups we spoke to agree on a rhythm instead: three sessions a week, ten minutes of mobility on weekdays, or one long walk together on Sundays. Everyone fills it with the moves that suit them, from [Incline Push-Ups](/move?id=69) to [Handstand Push-Ups](/move?id=62).

## Challenges that everyone can finish

The most popular challenges are simple, short and open to every level:

- **Seven days of ten minutes.** Play moves for at least ten minutes a day for a week.
- **The squat ladder.** One more [Bodyweight Squat](/move?id=1) each day for a month.
- **Weekend movers.** Two sessions every weekend for four weekends.

Progress in a challenge is counted from the moves you actually play, on your own local day, so nobody has to type in numbers and nobody's midnight is decided by someone else's time zone.

## Celebrate showing up

Leaderboards are fun, but the groups that stay together celebrate attendance more than scores. One group gives a weekly shout-out to whoever trained on the hardest day of their week, not whoever did the most. Another keeps a simple rule: if you miss a session, you post one move you did instead, even a minute of [Mountain Climbers](/move?id=6) in the kitchen.

## Privacy is part of trust

Members told us they share more when they know exactly who can see what. You choose whether your activity is visible to friends, to friends and your groups, or to nobody, and a block works both ways. It is easy to join a group and still keep your training to yourself until you feel like sharing.

## Start your own

You do not need a big community to get the benefit. Invite two or three people you already talk to every week, agree on a rhythm, and start a seven-day challenge. Then see who is still there in a month. In our experience, almost everyone is.`

export const pullUps = `The pull-up is the move members most often tell us they want and cannot do yet. Good news: almost everyone can get there with a few months of steady work. This post is still being written; the outline below is what our coaches use today.

## Step 1: hang

Build up to a 30-second dead hang from a bar, then practise the [Scapular Pull-Up](/move?id=100): pull your shoulder blades down and back without bending your elbows.

## Step 2: row

The [Inverted Row](/move?id=71) under a sturdy table or a low bar trains the same muscles with part of your weight.

## Step 3: lower slowly

Jump or step up to the top position of a [Chin-Up](/move?id=31) and lower yourself over five seconds. Three to five of those, twice a week.

## Step 4: the first rep

Test a full [Pull-Up](/move?id=93) every two weeks, fresh, at the start of a session.`

export const lungeChallenge = `This spring we are starting a community challenge open to every member: thirty days of lunges and bridges, ten minutes a day, at your own level.

## How it works

- Join the challenge from the Challenges page, alone or with your group.
- Each day, play at least ten minutes of moves from the challenge list.
- Your progress counts on your own local day, from the moves you play.

## The moves

- [Bodyweight Walking Lunge](/move?id=3)
- [Crossover Reverse Lunge](/move?id=36)
- [Glute Bridge](/move?id=5)
- [Single Leg Glute Bridge](/move?id=111)
- [Stability Ball Hip Bridge](/move?id=92)

Start easy, rest when you need to, and invite a friend. We will share the results, and a few of your stories, at the end of the month.`
