// The local demo dataset for Firestore and the Auth emulator: the four courses of the spec (2.4, 3, 9)
// with their sessions, and two local-only accounts. Ids are fixed so that seeding is idempotent.

export const DEMO_ACCOUNTS = [
  {
    key: 'admin',
    email: 'admin@example.com',
    password: 'local-admin-pass',
    fullName: 'Maya Linwood',
    admin: true,
  },
  {
    key: 'learner',
    email: 'learner@example.com',
    password: 'local-learner-pass',
    fullName: 'Sam Rivers',
    admin: false,
    enrolledIn: ['quantum-alchemy-breathwork'],
  },
];

/** Marks enrollments created by the seed rather than a payment. */
export const DEMO_PAYMENT_REFERENCE = 'demo_seed';

const course = (id, fields) => ({
  id,
  image_url: `/images/courses/${id}.webp`,
  original_price: null,
  sale_tag: null,
  is_popular: false,
  ...fields,
});

export const DEMO_COURSES = [
  course('quantum-alchemy-breathwork', {
    title: 'Quantum Alchemy Breathwork',
    description:
      'Five guided breathwork sessions that blend ancient breathing practices with hypnotic relaxation to calm the nervous system, release stored emotion and restore clear, steady energy.',
    price: 25,
    original_price: 59.99,
    sale_tag: '50% OFF',
    is_featured: true,
    is_popular: true,
    created_at: '2025-01-10T09:00:00.000Z',
  }),
  course('the-animal-that-walks-with-you', {
    title: 'The Animal That Walks With You',
    description:
      'Six hypnotic journeys to meet the wolf, deer, dolphin, owl, bear and butterfly within you, and to carry the strengths each one awakens into everyday life.',
    price: 199.99,
    is_featured: true,
    created_at: '2025-02-01T09:00:00.000Z',
  }),
  course('sonic-sound-healing', {
    title: 'Sonic Sound Healing',
    description:
      'Six sessions of sound, frequency and guided hypnosis to soothe the body and quieten a busy mind. Coming soon.',
    price: 0,
    is_featured: false,
    created_at: '2025-03-01T09:00:00.000Z',
  }),
  course('shapeshifter-soul', {
    title: 'Shapeshifter Soul',
    description:
      'Six deep hypnotic journeys for letting go of old identities and stepping into the person you are becoming. Coming soon.',
    price: 0,
    is_featured: false,
    created_at: '2025-03-15T09:00:00.000Z',
  }),
];

const sessionsOf = (courseId, minutes, list) =>
  list.map(([title, description, video_url = null], index) => ({
    id: `${courseId}-${index + 1}`,
    course_id: courseId,
    title,
    description,
    image_url: `/images/sessions/${courseId}-${index + 1}.webp`,
    video_url,
    duration_minutes: minutes[index] ?? minutes[0],
    session_order: index + 1,
  }));

export const DEMO_SESSIONS = [
  ...sessionsOf('quantum-alchemy-breathwork', [45, 50, 30, 30, 35], [
    ['BREATH OF HYPNOTIC RESTORATION', 'A slow, guided breath that drops you into deep hypnotic rest and resets a tired nervous system.'],
    ['ALCHEMY OF INNER STILLNESS', 'Breath and suggestion together to find the quiet place beneath racing thoughts.'],
    ['Quantum Integration Breath', 'A flowing breath pattern for emotional healing, letting old feelings move through and settle.', 'https://vimeo.com/76979871'],
    ['Pineal Breath of Light', 'Energising breath and visualisation for clarity, focus and a lighter mood.', 'https://vimeo.com/22439234'],
    ['Biocellular Charge Activation', 'A rhythmic practice that builds stamina and endurance from the inside out.', 'https://vimeo.com/148751763'],
  ]),
  ...sessionsOf('the-animal-that-walks-with-you', [40, 40, 40, 40, 40, 45], [
    ['The Wolf: Loyalty and Inner Strength', 'Meet the wolf within and reclaim your instinct, courage and sense of belonging.'],
    ['The Deer: Gentleness and Awareness', 'Walk with the deer to soften, listen and trust your quiet sensitivity.'],
    ['The Dolphin: Joy and Connection', 'Swim with the dolphin to rediscover play, breath and easy connection with others.'],
    ['The Owl: Wisdom and Inner Sight', 'Sit with the owl to see clearly in the dark and hear your own wisdom.'],
    ['The Bear: Rest and Protection', 'Rest with the bear to honour your boundaries and the healing power of stillness.'],
    ['The Butterfly: Transformation', 'Emerge with the butterfly and embrace the change you have been growing towards.'],
  ]),
  ...sessionsOf('sonic-sound-healing', [30], [
    ['Singing Bowl Grounding', 'Tibetan bowl tones to settle the body and bring you into the present.'],
    ['Solfeggio Heart Opening', 'Gentle frequencies and hypnotic guidance to soften and open the heart.'],
    ['Voice as Medicine', 'Humming and toning to release tension held in the throat and jaw.'],
    ['Gong Bath Release', 'Waves of gong sound to let go of what you no longer need to carry.'],
    ['Binaural Deep Sleep', 'Binaural beats paired with suggestion for deep, restoring sleep.'],
    ['Sound Integration Journey', 'A closing journey weaving every sound you have met into lasting calm.'],
  ]),
  ...sessionsOf('shapeshifter-soul', [40], [
    ['Shedding the Old Skin', 'Recognise the roles and labels you have outgrown and gently set them down.'],
    ['The Inner Chameleon', 'Explore how you adapt to others, and choose when to stop blending in.'],
    ['Meeting Your Future Self', 'A hypnotic meeting with the person you are becoming.'],
    ['Fire of Transformation', 'Burn away limiting beliefs in a safe, guided inner ritual.'],
    ['Shapeshifting Through Fear', 'Turn fear into fuel by changing how it lives in your body.'],
    ['Embodying the New You', 'Anchor your new identity so it feels natural every day.'],
  ]),
];

/**
 * Sessions that get a (silent) demo hypnosis audio file in local storage: the first session of each course.
 * ALCHEMY OF INNER STILLNESS is left without one, so the local demo also shows 'Download Not Available'.
 */
export const DEMO_AUDIO_SESSION_IDS = DEMO_COURSES.map((course) => `${course.id}-1`);
