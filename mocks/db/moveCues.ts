import type { ExerciseFact } from './exerciseFacts'

/**
 * MoveTime's own coaching cues for the seeded moves: two to four short lines a coach would say,
 * written for this app (the dataset's instructions are deliberately not used). Each family of
 * movement has its cues; a few moves get their own; the kit adds one when there is room.
 */

interface CueRule {
  pattern: RegExp
  cues: readonly string[]
}

/** Hand-written for moves whose family cues would say too little or the wrong thing. */
const OWN_CUES: Record<string, readonly string[]> = {
  Bodyweight_Squat: ['Feet shoulder-width apart, toes turned out a little.', 'Sit back and down until the thighs are level with the floor.', 'Knees follow the toes; chest stays proud.', 'Drive up through the whole foot.'],
  Pushups: ['Hands just wider than the shoulders.', 'Head to heels in one straight line.', 'Lower until the chest is a fist from the floor.', 'Press the floor away without letting the hips sag.'],
  Plank: ['Elbows under the shoulders, forearms parallel.', 'Squeeze the glutes and brace as if about to be poked in the belly.', 'Keep breathing; hips stay level with the shoulders.'],
  Goblet_Squat: ['Hold the bell by the horns against your chest.', 'Sit down between your heels, elbows inside the knees.', 'Stand tall by pushing the floor away.'],
  Freehand_Jump_Squat: ['Squat to a comfortable depth, arms back.', 'Swing the arms and jump straight up.', 'Land softly and sink right into the next squat.'],
  Handstand_Push_Ups: ['Kick up to the wall with hands a little wider than the shoulders.', 'Lower the head to the floor under control.', 'Press back up to straight arms, ribs tucked.'],
  Overhead_Slam: ['Reach the ball high overhead, up on your toes.', 'Slam it down in front of you with the whole body.', 'Catch it on the bounce, or squat to pick it up.'],
  Monster_Walk: ['Band around the ankles, knees soft.', 'Step forward and out on a diagonal.', 'Keep the band tight; never let the feet meet.'],
  Mountain_Climbers: ['Start in a high plank, shoulders over the wrists.', 'Drive one knee towards the chest, then switch quickly.', 'Keep the hips low and the pace steady.'],
  Wrist_Circles: ['Arms out, hands loose.', 'Draw slow, full circles with the wrists.', 'Change direction halfway.'],
  Windmills: ['Feet wide, one arm reaching to the ceiling.', 'Hinge at the hips and slide the other hand down the leg.', 'Eyes on the top hand; rise back up slowly.'],
  Isometric_Neck_Exercise___Front_And_Back: ['Hands on the forehead, then behind the head.', 'Press gently into your hands without moving the head.', 'Build the pressure slowly and keep breathing.'],
  Isometric_Neck_Exercise___Sides: ['One hand on the side of the head.', 'Press into it gently without letting the head tilt.', 'Build the pressure slowly, then switch sides.'],
  Push_Up_to_Side_Plank: ['From the top of a push-up, lower and press back up.', 'Turn onto one hand and reach the other arm to the ceiling.', 'Stack the feet and lift the hips; return and switch sides.'],
  Tate_Press: ['Lie with the dumbbells over the chest, ends touching.', 'Bend the elbows out to lower the bells towards the chest.', 'Straighten the arms by squeezing the triceps.'],
  Scapular_Pull_Up: ['Hang from the bar with straight arms.', 'Pull the shoulder blades down and together without bending the elbows.', 'Lift a few centimetres, pause, lower slowly.'],
  Band_Hip_Adductions: ['Band around the working ankle, pulling it out to the side.', 'Sweep the leg in across the body.', 'Let it back out slowly; the hips stay square.'],
  Lower_Back_Curl: ['Lie face down with the hands under the shoulders.', 'Press the chest up gently, hips staying on the floor.', 'Hold where the lower back feels easy, breathing slowly.'],
  Double_Kettlebell_Jerk: ['Bells racked on the chest, elbows tucked.', 'Dip at the knees, then drive up and punch the bells overhead.', 'Lock the arms, stand tall, and bring the bells back to the rack.'],
  Hanging_Pike: ['Hang with straight arms, shoulders engaged.', 'Lift straight legs towards the bar by curling the hips up.', 'Lower slowly, without swinging.'],
  Superman: ['Lie face down, arms long in front of you.', 'Lift the arms, chest and legs a little off the floor, neck long.', 'Hold and breathe; lower slowly when the time is up.'],
  Linear_Acceleration_Wall_Drill: ['Lean into the wall at about 45 degrees, arms straight.', 'Drive one knee up, toes pulled up.', 'Switch legs fast and stay in one straight line.'],
}

/** The first rule whose pattern matches the exercise's name gives its cues. */
const RULES: readonly CueRule[] = [
  { pattern: /-SMR$/, cues: ['Roll slowly along the muscle, never over a joint or the spine.', 'Pause on a tender spot for a few breaths.', 'Mild discomfort is fine; pain means ease off.'] },
  { pattern: /jump|bound|hop|tuck/i, cues: ['Load the hips and swing the arms back.', 'Explode off the floor.', 'Land softly with bent knees, then reset.'] },
  { pattern: /butt kick|carioca|acceleration/i, cues: ['Stay light on the balls of the feet.', 'Quick feet, relaxed shoulders.', 'Keep the pace steady from start to finish.'] },
  { pattern: /lunge/i, cues: ['Torso upright, core braced.', 'Lower the back knee straight towards the floor.', 'Push through the front heel to come back up.'] },
  { pattern: /squat/i, cues: ['Feet about shoulder-width apart.', 'Sit the hips back and down, chest up.', 'Knees track over the toes.', 'Drive up through the whole foot.'] },
  { pattern: /step[- ]?ups?/i, cues: ['Whole foot on the step.', 'Stand up by pushing through the heel, not the back foot.', 'Step down slowly and switch legs.'] },
  { pattern: /deadlift/i, cues: ['Soft knees, weight close to the legs.', 'Push the hips back with a flat back.', 'Squeeze the glutes to stand tall.'] },
  { pattern: /swing/i, cues: ['Hinge, do not squat: hips back, flat back.', 'Snap the hips forward to float the weight.', 'Arms guide; the hips do the work.'] },
  { pattern: /clean|jerk|high pull/i, cues: ['Start from a strong hinge, back flat.', 'Drive with the legs and hips first, then the arms.', 'Keep the weight close to the body all the way.'] },
  { pattern: /calf raise/i, cues: ['Rise as high as you can onto the balls of the feet.', 'Pause for a beat at the top.', 'Lower the heels slowly.'] },
  { pattern: /side plank|side bridge/i, cues: ['Elbow under the shoulder, feet stacked.', 'Lift the hips into one line from head to feet.', 'Breathe steadily and do not let the hips drop.'] },
  { pattern: /push-?up/i, cues: ['Hands under or just outside the shoulders.', 'Body in one straight line, glutes tight.', 'Lower the chest under control, then press the floor away.'] },
  { pattern: /pull-?up|chin-up/i, cues: ['Start from a full hang with the shoulders pulled down.', 'Pull the chest towards the bar.', 'Lower all the way down under control.'] },
  { pattern: /upright row/i, cues: ['Stand tall, weight in front of the thighs.', 'Lead with the elbows up to shoulder height.', 'Lower slowly; no shrugging.'] },
  { pattern: /row/i, cues: ['Flat back, neck long.', 'Pull the elbow back towards the hip.', 'Squeeze the shoulder blade in, then lower slowly.'] },
  { pattern: /fly|pull apart/i, cues: ['Soft elbows, arms long.', 'Lead with the shoulder blades, not the hands.', 'Pause, then return slowly.'] },
  { pattern: /triceps|dips?\b/i, cues: ['Upper arms stay still.', 'Straighten the elbows fully.', 'Lower slowly; shoulders stay down and back.'] },
  { pattern: /shoulder press|arnold/i, cues: ['Ribs down, glutes tight.', 'Press straight up until the arms are long.', 'Lower under control to the shoulders.'] },
  { pattern: /press/i, cues: ['Shoulder blades set back and down.', 'Press up in a smooth line.', 'Lower slowly; elbows stay under the wrists.'] },
  { pattern: /wrist curl|supination/i, cues: ['Rest the forearm so only the wrist moves.', 'Move through the full range.', 'Slow on the way down.'] },
  { pattern: /curl/i, cues: ['Upper arms stay still; only the elbows bend.', 'Curl without swinging the body.', 'Squeeze at the top, lower all the way.'] },
  { pattern: /crunch|sit-up|pike|hip raise/i, cues: ['Breathe out as you curl.', 'Move from the belly, not the neck.', 'Lower slowly, keeping tension.'] },
  { pattern: /dead bug/i, cues: ['Lower back pressed into the floor.', 'Reach the opposite arm and leg away slowly.', 'Breathe out as you reach; switch sides.'] },
  { pattern: /hyperextension|superman/i, cues: ['Lift from the glutes and upper back, not the neck.', 'Stop when the body is in one line.', 'Lower with control.'] },
  { pattern: /bridge|hip extension|kickback|leg lift|adduction/i, cues: ['Squeeze the glutes to lift.', 'Ribs down; do not arch the lower back.', 'Pause at the top, lower slowly.'] },
  { pattern: /circles|rotation|groiner|leg raise/i, cues: ['Move slowly through a range that feels easy.', 'Make each pass a little bigger.', 'Breathe out as you move.'] },
  { pattern: /walk/i, cues: ['Knees soft, stay low.', 'Step out and keep tension on the band.', 'Small, controlled steps.'] },
]

const STRETCH = ['Ease in until you feel a gentle pull, never pain.', 'Breathe slowly and relax a little more on each breath out.', 'Stay still: no bouncing.']

const FALLBACK: Record<string, readonly string[]> = {
  push: ['Brace the core before each rep.', 'Push smoothly through the full range.', 'Control the way back.'],
  pull: ['Set the shoulders before you pull.', 'Pull smoothly; no jerking.', 'Lower under control.'],
  static: ['Find the position, then brace.', 'Breathe steadily through the hold.'],
}

/** One cue about the kit, added when the family's cues leave room. */
const KIT_CUES: Record<string, string> = {
  kettlebells: 'Grip the bell firmly and keep the wrist straight.',
  bands: 'Keep tension on the band the whole time.',
  'exercise ball': 'Keep the ball steady under you before you move.',
  'medicine ball': 'Pick a ball you can control at full speed.',
  dumbbell: 'Choose a weight you can move with good form for every rep.',
}

const muscleCue = (fact: ExerciseFact) => {
  const muscle = fact.primaryMuscles[0]
  return muscle ? `Feel it in the ${muscle}.` : undefined
}

export function cuesFor(fact: ExerciseFact): string[] {
  const own = OWN_CUES[fact.id.replace(/-/g, '_')]
  if (own) return [...own]
  const rule = RULES.find((candidate) => candidate.pattern.test(fact.name))
  const isStretch = fact.category === 'stretching' && !rule
  const cues = [...(rule?.cues ?? (isStretch ? STRETCH : (FALLBACK[fact.force ?? 'push'] ?? FALLBACK.push ?? [])))]
  const extra = isStretch ? muscleCue(fact) : KIT_CUES[fact.equipment ?? '']
  if (extra && cues.length < 4) cues.push(extra)
  return cues.slice(0, 4)
}
